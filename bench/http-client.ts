import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * The benchmark's HTTP client: kept-alive connections and a browser's Accept-Encoding, each answer
 * read to its last byte but decompressed and parsed only when the benchmark needs what it says.
 * Node's fetch decompressed and parsed every answer: 3.3-3.5 ms of CPU per search against
 * 1.1-1.3 ms here, taken from the two cores the server and PostgreSQL share (decision 0225).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface Answer {
  /** From sending the request to the answer's last byte. */
  ms: number;
  status: number;
  /** The body, decompressed, as text. */
  text(): string;
}

export function send(url: string, init: { method?: string; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers: http.OutgoingHttpHeaders = { 'accept-encoding': 'br, gzip' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const req = http.request(url, { method: init.method ?? 'GET', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const ms = performance.now() - started;
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text = () =>
          (encoding === 'br'
            ? brotliDecompressSync(body)
            : encoding === 'gzip'
              ? gunzipSync(body)
              : body
          ).toString();
        resolve({ ms, status: res.statusCode ?? 0, text });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A request that must succeed: a 4xx or 5xx answer ends the run, with what the server said. */
export async function timed(url: string, init?: { method?: string; body?: string }): Promise<Answer> {
  const answer = await send(url, init);
  if (answer.status >= 400) throw new Error(`${answer.status} for ${url}: ${answer.text().slice(0, 300)}`);
  return answer;
}
