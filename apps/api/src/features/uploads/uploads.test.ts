import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipart } from '../../test/multipart.ts';
import { type Persona, persona } from '../../test/personas.ts';

let t: TestApp;
let employee: Persona;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'fitjobs-uploads-')) });
  employee = await persona(t, 'employee');
});
afterAll(() => t.close());

const png = (width = 16, height = 16) =>
  sharp({ create: { width, height, channels: 3, background: '#1a7f64' } })
    .png()
    .toBuffer();

async function upload(
  headers: Record<string, string>,
  fields: Record<string, string>,
  file: { data: Buffer; name?: string; type?: string },
) {
  const body = await multipart(fields, { name: 'image.png', type: 'image/png', ...file });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads.insert',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
const avatar = { category: 'avatar', content_type: 'png' };
const storedPath = (publicUrl: string) =>
  path.join(t.config.dataDir, 'uploads', publicUrl.replace('/uploads/', ''));

describe('uploads.insert', () => {
  it('stores a re-encoded PNG under a new name and records it', async () => {
    const res = await upload(employee.headers, avatar, { data: await png() });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().public_url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.fileName, url.replace('/uploads/', '')));
    expect(row).toMatchObject({
      userId: employee.id,
      category: 'avatar',
      contentType: 'image/png',
      width: 16,
    });
    expect((await sharp(readFileSync(storedPath(url))).metadata()).format).toBe('png');
  });

  it('strips EXIF metadata from a JPEG', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Person', ImageDescription: 'Home address' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(
      employee.headers,
      { category: 'avatar', content_type: 'jpeg' },
      {
        data: jpeg,
        name: 'photo.jpg',
        type: 'image/jpeg',
      },
    );
    expect(res.statusCode).toBe(200);
    const stored = readFileSync(storedPath(res.json().public_url));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('Secret Person')).toBe(false);
  });

  it('refuses an SVG, whatever it is called', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const res = await upload(employee.headers, avatar, { data: svg, name: 'logo.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unsupported file type');
  });

  it('refuses an HTML file renamed .png and declared as a PNG', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await upload(employee.headers, avatar, { data: html, name: 'cat.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unsupported file type');
  });

  it('refuses a GIF even though sharp can read it', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const res = await upload(employee.headers, avatar, { data: gif, name: 'a.gif', type: 'image/gif' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unsupported file type');
  });

  it('refuses a content type other than png, jpeg and webp', async () => {
    const res = await upload(
      employee.headers,
      { category: 'avatar', content_type: 'gif' },
      { data: await png() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unsupported file type');
  });

  it('refuses a file over 1 MB with the spec message', async () => {
    const noise = Buffer.alloc(720 * 720 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 720, height: 720, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1048576);
    const res = await upload(employee.headers, avatar, { data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File is too large. Max size is 1024 KB');
  });

  it('refuses an image of more than 25 megapixels', async () => {
    const huge = await sharp({ create: { width: 5001, height: 5001, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1048576);
    const res = await upload(employee.headers, avatar, { data: huge });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Image is too large. Max size is 25 megapixels');
  });

  it('refuses a request without a file', async () => {
    const body = await multipart(avatar);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads.insert',
      headers: { ...employee.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await upload({}, avatar, { data: await png() })).statusCode).toBe(401);
  });
});

describe('who may upload company images', () => {
  const logo = { category: 'company_logo', content_type: 'png' };

  it('does not let an employee upload a company logo', async () => {
    expect((await upload(employee.headers, logo, { data: await png() })).statusCode).toBe(403);
  });

  it('lets an employer with a company upload a logo and a banner, not one without', async () => {
    const owner = await persona(t, 'employer', { companyName: 'Logo Co' });
    expect((await upload(owner.headers, logo, { data: await png() })).statusCode).toBe(200);
    const banner = { category: 'company_banner', content_type: 'png' };
    expect((await upload(owner.headers, banner, { data: await png(64, 16) })).statusCode).toBe(200);
    const newcomer = await persona(t, 'employer');
    expect((await upload(newcomer.headers, logo, { data: await png() })).statusCode).toBe(403);
  });

  it('makes an admin name the company, and lets only admins name one', async () => {
    const admin = await persona(t, 'admin');
    const owner = await persona(t, 'employer', { companyName: 'Any Co' });
    const companyId = owner.companyId ?? '';
    expect((await upload(admin.headers, logo, { data: await png() })).statusCode).toBe(400);
    const ok = await upload(admin.headers, { ...logo, admin_company_id: companyId }, { data: await png() });
    expect(ok.statusCode).toBe(200);
    const missing = { ...logo, admin_company_id: '00000000-0000-4000-8000-000000000000' };
    expect((await upload(admin.headers, missing, { data: await png() })).statusCode).toBe(404);
    const sneaky = { ...logo, admin_company_id: companyId };
    expect((await upload(owner.headers, sneaky, { data: await png() })).statusCode).toBe(403);
  });
});

describe('GET /uploads/:file', () => {
  it('serves a stored image with its own content type, nosniff and a long cache', async () => {
    const url: string = (await upload(employee.headers, avatar, { data: await png() })).json().public_url;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
  });

  it('answers 404 for unknown names and anything that is not a plain upload name', async () => {
    for (const url of [
      '/uploads/00000000-0000-4000-8000-000000000000.png',
      '/uploads/..%2Fjwt-secret',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/x.html',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
