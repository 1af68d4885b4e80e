import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Asks for `url` with brotli and with gzip, and checks each answer comes compressed to under a
 * third of the plain one and decodes to the same JSON.
 */
export async function expectCompressedJson(
  app: FastifyInstance,
  url: string,
  plain: { rawPayload: Buffer; json(): unknown },
) {
  for (const [encoding, decode] of [
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  }
}
