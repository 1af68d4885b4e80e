import {
  MAX_UPLOAD_BYTES,
  RESUME_FILE_MAX_BYTES,
  RESUME_FILE_TYPES,
  ResumeFileFields,
  UploadFields,
} from '@fitjobs/contract';
import fc from 'fast-check';
import sharp from 'sharp';
import type { z } from 'zod';
import {
  DOCX_PARTS,
  docxBytes,
  pdfBytes,
  zipBytes,
} from '../../../features/resumes/resume-files.fixtures.ts';
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
async function sampleFiles(): Promise<SampleFile[]> {
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

type SampleFile = { label: string; data: Buffer };

/** What the fuzzer needs to know of a multipart route: its fields' schema, an example, its files. */
interface MultipartRoute {
  fields: z.ZodType;
  example: MultipartForm & { note: string };
  /** Field names a broken request sets to a weird value ('extra' is one the route does not know). */
  fieldNames: string[];
  types: string[];
  files: () => Promise<SampleFile[]>;
}

/** Resume files (decision 0221): real ones, pretenders, a macro document and one byte too many. */
async function resumeSampleFiles(): Promise<SampleFile[]> {
  const pdf = pdfBytes();
  return [
    { label: 'pdf', data: pdf },
    { label: 'docx', data: docxBytes() },
    { label: 'docm (macros)', data: zipBytes({ ...DOCX_PARTS, 'word/vbaProject.bin': 'x' }) },
    { label: 'zip, not Word', data: zipBytes({ 'a.txt': 'a' }) },
    { label: 'pdf header only', data: pdf.subarray(0, 12) },
    { label: 'html', data: Buffer.from('<html><body onload="alert(1)"></body></html>') },
    { label: 'empty', data: Buffer.alloc(0) },
    { label: 'one byte over the limit', data: Buffer.alloc(RESUME_FILE_MAX_BYTES + 1, 0x25) },
  ];
}

export const MULTIPART_ROUTES: Record<string, MultipartRoute> = {
  '/api/v1/uploads.insert': {
    fields: UploadFields,
    example: {
      note: 'example: a PNG avatar',
      fields: { category: 'avatar', content_type: 'png' },
      file: { data: Buffer.alloc(0), name: 'a.png', type: 'image/png' },
    },
    fieldNames: ['category', 'content_type', 'admin_company_id', 'extra'],
    types: ['image/png', 'image/svg+xml', 'text/html', ''],
    files: sampleFiles,
  },
  '/api/v1/employees/resumes.file.insert': {
    fields: ResumeFileFields,
    example: {
      note: 'example: a PDF resume',
      fields: { first_name: 'Aroha', last_name: 'Ngata', email: 'aroha@example.test' },
      file: { data: Buffer.alloc(0), name: 'cv.pdf', type: RESUME_FILE_TYPES.pdf },
    },
    fieldNames: ['first_name', 'last_name', 'email', 'phone', 'extra'],
    types: [RESUME_FILE_TYPES.pdf, RESUME_FILE_TYPES.docx, 'text/html', ''],
    files: resumeSampleFiles,
  },
};

/** A multipart route's requests: its fields from the contract, and a real, fake or missing file. */
export async function multipartRequests(route: MultipartRoute, ids: IdSource) {
  const files = await route.files();
  const first = files[0] as SampleFile;
  const example: FuzzRequest & { form: MultipartForm } = {
    kind: 'valid',
    note: route.example.note,
    payload: undefined,
    contentType: undefined,
    query: '',
    form: {
      fields: route.example.fields,
      file: route.example.file && { ...route.example.file, data: first.data },
    },
  };
  const fields = arbitraryFor(toJsonSchema(route.fields), ids) as fc.Arbitrary<Record<string, unknown>>;
  const file = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...files) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 4000 })
        .map((b) => ({ label: 'random bytes', data: Buffer.from(b) })),
    },
  );
  const breakField = fc.option(fc.tuple(fc.constantFrom(...route.fieldNames), weirdValue));
  const requests = fc
    .tuple(fields, file, fc.constantFrom(...route.types), fc.boolean(), breakField)
    .map(([f, chosen, type, withFile, broken]) => {
      const form: MultipartForm = {
        fields: Object.fromEntries(Object.entries(f).map(([k, v]) => [k, asText(v)])),
        file: withFile ? { data: chosen.data, name: route.example.file?.name ?? 'upload', type } : undefined,
      };
      if (broken) form.fields[broken[0]] = asText(broken[1]).slice(0, 20_000);
      const note = `fields ${JSON.stringify(form.fields).slice(0, 200)}, file ${withFile ? `${chosen.label} as ${type}` : 'none'}`;
      const kind: FuzzRequest['kind'] = broken ? 'mutated' : 'valid';
      return { kind, note, payload: undefined, contentType: undefined, query: '', form };
    });
  return { requests, example };
}
