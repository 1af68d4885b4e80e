import { fuzzShard } from './fuzz/run.ts';

// Shard 2 of 3 of the API routes; see fuzz/run.ts.
fuzzShard(1, 3);
