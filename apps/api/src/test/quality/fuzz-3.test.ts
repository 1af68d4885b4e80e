import { fuzzShard } from './fuzz/run.ts';

// Shard 3 of 3 of the API routes; see fuzz/run.ts.
fuzzShard(2, 3);
