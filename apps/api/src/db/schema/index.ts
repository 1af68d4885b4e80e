export * from './companies.ts';
export * from './enums.ts';
export * from './jobs.ts';
export * from './moderation.ts';
export * from './reference.ts';
export * from './search.ts';
export * from './seeker.ts';
export * from './users.ts';
