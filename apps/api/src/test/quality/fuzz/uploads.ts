import { MAX_UPLOAD_BYTES, UploadFields } from '@fitjobs/contract';
import fc from 'fast-check';
import sharp from 'sharp';
import { arbitraryFor, type IdSource, toJsonSchema } from './arbitraries.ts';
import { type FuzzRequest, weirdValue } from './requests.ts';

/** A multipart form the runner encodes: text fields and at most one file part. */
export interface MultipartForm {
  fields: Record<string, string>;
  file?: { data: Buffer; name: string; type: string };
}

const solid = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#1a7f64' } })
    .toFormat(format)
    .toBuffer();

/** Real images, and files that only pretend to be one. */
async function sampleFiles(): Promise<{ label: string; data: Buffer }[]> {
  const png = await solid('png');
  // A PNG whose header claims 60000 x 60000 pixels: a decompression bomb must be refused unread.
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(60_000, 16);
  bomb.writeUInt32BE(60_000, 20);
  return [
    { label: 'png', data: png },
    { label: 'jpeg', data: await solid('jpeg') },
    { label: 'webp', data: await solid('webp') },
    { label: 'truncated png', data: png.subarray(0, 40) },
    { label: 'bomb header', data: bomb },
    {
      label: 'svg with script',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
    { label: 'html', data: Buffer.from('<html><body onload="alert(1)"></body></html>') },
    { label: 'empty', data: Buffer.alloc(0) },
    { label: 'one byte over the limit', data: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1) },
  ];
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** uploads.insert: the fields from the contract's UploadFields, and a real, fake or missing file. */
export async function uploadRequests(ids: IdSource) {
  const files = await sampleFiles();
  const png = files[0] as { data: Buffer };
  const example: FuzzRequest & { form: MultipartForm } = {
    kind: 'valid',
    note: 'example: a PNG avatar',
    payload: undefined,
    contentType: undefined,
    query: '',
    form: {
      fields: { category: 'avatar', content_type: 'png' },
      file: { data: png.data, name: 'a.png', type: 'image/png' },
    },
  };
  const fields = arbitraryFor(toJsonSchema(UploadFields), ids) as fc.Arbitrary<Record<string, unknown>>;
  const file = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...files) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 4000 })
        .map((b) => ({ label: 'random bytes', data: Buffer.from(b) })),
    },
  );
  const breakField = fc.option(
    fc.tuple(fc.constantFrom('category', 'content_type', 'admin_company_id', 'extra'), weirdValue),
  );
  const requests = fc
    .tuple(
      fields,
      file,
      fc.constantFrom('image/png', 'image/svg+xml', 'text/html', ''),
      fc.boolean(),
      breakField,
    )
    .map(([f, chosen, type, withFile, broken]) => {
      const form: MultipartForm = {
        fields: Object.fromEntries(Object.entries(f).map(([k, v]) => [k, asText(v)])),
        file: withFile ? { data: chosen.data, name: 'upload.png', type } : undefined,
      };
      if (broken) form.fields[broken[0]] = asText(broken[1]).slice(0, 20_000);
      const note = `fields ${JSON.stringify(form.fields).slice(0, 200)}, file ${withFile ? `${chosen.label} as ${type}` : 'none'}`;
      const kind: FuzzRequest['kind'] = broken ? 'mutated' : 'valid';
      return { kind, note, payload: undefined, contentType: undefined, query: '', form };
    });
  return { requests, example };
}
