import zlib from 'node:zlib';

/**
 * How the server compresses its answers and the pages it draws (decisions 0227, 0246).
 *
 * Answers under COMPRESS_FROM bytes go as they are. A job's answer (`jobs.get`, about 2.6 kB) or
 * a search's filter counts (about 2.3 kB) fit in two TCP segments either way, so compressing them
 * saves no round trip, and on the benchmark's machine it cost a `jobs.get` 0.25-0.5 ms of the
 * server's CPU, half of all it spent on one.
 */
export const COMPRESS_FROM = 4 * 1024;

/**
 * Brotli at quality 4 with a 64 kB window (lgwin 16) instead of its default 4 MB: an answer is
 * compressed in one call up to 64 kB (SYNC_UP_TO), so the window still holds all of it and the
 * output is the same size (to a byte, on the answers measured), while each call allocates a small
 * fraction of the memory.
 */
export const BROTLI_OPTIONS = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 16 },
};

/**
 * Up to this size an answer is compressed in one synchronous call (0.17 ms of CPU for a search
 * page): the plugin's default on two cores (8 kB) streamed every search page through a
 * compression stream of its own, 13 % of the server's busy time under the benchmark (decision 0227).
 */
export const SYNC_UP_TO = 64 * 1024;
