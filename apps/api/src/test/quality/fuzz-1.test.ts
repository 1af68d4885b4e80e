import { fuzzShard } from './fuzz/run.ts';

// Shard 1 of 3 of the API routes; see fuzz/run.ts.
fuzzShard(0, 3);
