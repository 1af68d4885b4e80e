export * from './auth.ts';
export * from './common.ts';
export * from './counters.ts';
export * from './enums.ts';
export * from './jobs.ts';
export * from './locations.ts';
export * from './resumes.ts';
