export * from './companies.ts';
export * from './enums.ts';
export * from './hiring.ts';
export * from './jobs.ts';
export * from './reference.ts';
export * from './seeker.ts';
export * from './users.ts';
