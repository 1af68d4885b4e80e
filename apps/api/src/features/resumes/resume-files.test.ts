import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESUME_FILE_MAX_BYTES, RESUME_FILE_TYPES } from '@fitjobs/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, resumes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipart } from '../../test/multipart.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { call, insertJob } from '../applications/test-fixtures.ts';
import { DOCX_PARTS, docxBytes, pdfBytes, zipBytes } from './resume-files.fixtures.ts';

// Issue 22 item 2 (decision 0221): resumes uploaded as PDF or Word files.
const UPLOAD = '/api/v1/employees/resumes.file.insert';
const FIELDS = {
  first_name: 'Aroha',
  last_name: 'Ngata',
  email: 'aroha@example.test',
  phone: '+64 21 555 0101',
};

let t: TestApp;
let employer: Persona;
let rival: Persona;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'fitjobs-resume-files-')) });
  employer = await persona(t, 'employer', { companyName: 'Files Physio' });
  rival = await persona(t, 'employer', { companyName: 'Rival Physio' });
});
afterAll(() => t.close());

const stored = () => {
  const dir = path.join(t.config.dataDir, 'resume-files');
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function upload(
  who: Persona,
  file: { data: Buffer; name?: string; type?: string } | null,
  fields: Record<string, string> = FIELDS,
) {
  const body = await multipart(
    fields,
    file ? { name: 'Aroha CV.pdf', type: RESUME_FILE_TYPES.pdf, ...file } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
    // Ten uploads a minute from one address: each test person has their own.
    remoteAddress: addressOf(who),
  });
}

const addresses = new Map<string, string>();
const addressOf = (who: Persona) => {
  if (!addresses.has(who.id))
    addresses.set(who.id, `10.77.${Math.floor(addresses.size / 250)}.${(addresses.size % 250) + 1}`);
  return addresses.get(who.id);
};

const download = (who: Persona, url: string, id: string) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: { id } });

describe('uploading a resume file', () => {
  it('keeps a PDF as a file resume: listed, Hidden, inactive, downloaded as the same bytes', async () => {
    const who = await persona(t, 'employee');
    const pdf = pdfBytes();
    const res = await upload(who, { data: pdf });
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    const listed = (await call(t, who, '/api/v1/employees/resumes.list', {})).body.items;
    expect(listed).toEqual([
      expect.objectContaining({
        id,
        full_name: 'Aroha Ngata',
        email: 'aroha@example.test',
        phone: '+64 21 555 0101',
        is_active: false,
        visibility: 'hidden',
        file: { name: 'Aroha CV.pdf', content_type: 'application/pdf', size: pdf.length },
      }),
    ]);
    const got = await download(who, '/api/v1/employees/resumes.pdf.get', id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain("filename*=UTF-8''Aroha%20CV.pdf");
    expect(got.rawPayload.equals(pdf)).toBe(true);
  });

  it('keeps a Word .docx, whatever the browser called it, and names the download by its real type', async () => {
    const who = await persona(t, 'employee');
    const res = await upload(who, { data: docxBytes(), name: 'my resume', type: 'application/octet-stream' });
    expect(res.statusCode).toBe(200);
    const got = await download(who, '/api/v1/employees/resumes.pdf.get', res.json().id);
    expect(got.headers['content-type']).toBe(RESUME_FILE_TYPES.docx);
    expect(got.headers['content-disposition']).toContain('filename="my resume.docx"');
  });

  it('refuses what is not a PDF or a Word document, by content not by name, and stores nothing', async () => {
    const who = await persona(t, 'employee');
    const before = stored().length;
    const bad = [
      { data: Buffer.from('%PDF is what I say I am'), name: 'cv.pdf', type: RESUME_FILE_TYPES.pdf },
      { data: Buffer.from('%PDF-1.4\nno end'), name: 'cv.pdf' },
      { data: Buffer.from('\x89PNG\r\n\x1a\n0000'), name: 'cv.pdf' },
      { data: zipBytes({ 'notes.txt': 'hello' }), name: 'cv.docx', type: RESUME_FILE_TYPES.docx },
      { data: zipBytes({ ...DOCX_PARTS, 'word/vbaProject.bin': 'macro' }), name: 'cv.docx' },
      { data: zipBytes(DOCX_PARTS, { encrypted: true }), name: 'cv.docx' },
      { data: docxBytes().subarray(0, 200), name: 'cv.docx' },
    ];
    for (const file of bad) {
      const res = await upload(who, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'unsupported_file_type',
        message: 'This file is not a PDF or Word document',
      });
    }
    expect(await t.db.select().from(resumes).where(eq(resumes.userId, who.id))).toHaveLength(0);
    expect(stored().length).toBe(before);
  });

  it('takes files up to 5 MB and refuses one byte more with "Files up to 5 MB"', async () => {
    const who = await persona(t, 'employee');
    const exactly = (size: number) => {
      const head = pdfBytes();
      return Buffer.concat([head.subarray(0, 9), Buffer.alloc(size - head.length, 0x20), head.subarray(9)]);
    };
    expect((await upload(who, { data: exactly(RESUME_FILE_MAX_BYTES) })).statusCode).toBe(200);
    const over = await upload(who, { data: exactly(RESUME_FILE_MAX_BYTES + 1) });
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toMatchObject({ code: 'file_too_large', message: 'Files up to 5 MB' });
  });

  it('checks the fields with the resume rules, and lets only job seekers upload', async () => {
    const who = await persona(t, 'employee');
    const noName = await upload(who, { data: pdfBytes() }, { ...FIELDS, first_name: '' });
    expect(noName.json().error.message).toBe('first_name: First name is required');
    const badPhone = await upload(who, { data: pdfBytes() }, { ...FIELDS, phone: '12' });
    expect(badPhone.statusCode).toBe(400);
    // Text the database cannot store is a 400 here too, as in every JSON body (text-guard.ts).
    const nul = await upload(who, { data: pdfBytes() }, { ...FIELDS, last_name: 'Ng\u0000' });
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json().error.message).toBe(
      'last_name: Text must not contain NUL characters or unpaired surrogates',
    );
    const noFile = await upload(who, null);
    expect(noFile.json().error).toMatchObject({ code: 'file_missing', message: 'Choose a PDF or Word file' });
    expect((await upload(employer, { data: pdfBytes() })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: UPLOAD, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ignores fields it does not take: owner, active and visibility stay its own', async () => {
    const who = await persona(t, 'employee');
    const other = await persona(t, 'employee');
    const res = await upload(
      who,
      { data: pdfBytes() },
      { ...FIELDS, user_id: other.id, is_active: 'true', visibility: 'searchable', file: '{"key":"x"}' },
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(resumes).where(eq(resumes.id, res.json().id));
    expect(row).toMatchObject({ userId: who.id, isActive: false, visibility: 'hidden' });
    expect(row?.file?.key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  });

  it('cannot be edited in the wizard or put in resume search; Set as Active works', async () => {
    const who = await persona(t, 'employee');
    const id = (await upload(who, { data: pdfBytes() })).json().id;
    const settings = (body: object) => call(t, who, '/api/v1/employees/resumes.update', { id, ...body });
    const searchable = await settings({ visibility: 'searchable' });
    expect(searchable.status).toBe(409);
    expect(searchable.body.error.code).toBe('file_resume');
    expect((await settings({ is_active: true })).status).toBe(200);
    const full = await settings({
      ...FIELDS,
      country_id: 1,
      city_id: 1,
      experience: [],
      education: [],
      skills: ['Rehab'],
    });
    expect(full.status).toBe(409);
  });
});

describe('a resume file sent with an application', () => {
  async function appliedWithFile() {
    const who = await persona(t, 'employee');
    const pdf = pdfBytes('Sent as a file');
    const resumeId = (await upload(who, { data: pdf })).json().id;
    const jobId = await insertJob(t, employer.companyId as string);
    const applied = await call(t, who, '/api/v1/employees/applications.insert', {
      id: jobId,
      resume_id: resumeId,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    return { who, pdf, resumeId, applicationId: applied.body.item.id as string };
  }

  it('is what the employer opens and downloads, recorded as the seeker sees; nobody else gets it', async () => {
    const { who, pdf, applicationId } = await appliedWithFile();
    const opened = await call(t, employer, '/api/v1/employers/applications.resume.get', {
      id: applicationId,
    });
    expect(opened.body.item.file).toEqual({
      name: 'Aroha CV.pdf',
      content_type: 'application/pdf',
      size: pdf.length,
    });
    const got = await download(employer, '/api/v1/employers/applications.resume.pdf.get', applicationId);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(pdf)).toBe(true);
    const views = (await call(t, who, '/api/v1/employees/resumes.views.list', {})).body.items;
    expect(views).toEqual([
      expect.objectContaining({ company_name: 'Files Physio', views: 1, downloads: 1 }),
    ]);
    expect(
      (await download(rival, '/api/v1/employers/applications.resume.pdf.get', applicationId)).statusCode,
    ).toBe(404);
  });

  it('stays with the employer after the seeker deletes it; a file nobody was sent goes with its resume', async () => {
    const { who, pdf, resumeId, applicationId } = await appliedWithFile();
    const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    const key = row?.resumeFileKey as string;
    expect(stored()).toContain(key);
    expect((await call(t, who, '/api/v1/employees/resumes.delete', { id: resumeId })).status).toBe(200);
    expect(stored()).toContain(key);
    const got = await download(employer, '/api/v1/employers/applications.resume.pdf.get', applicationId);
    expect(got.rawPayload.equals(pdf)).toBe(true);

    const unsent = (await upload(who, { data: pdfBytes('Never sent') })).json().id;
    const [unsentRow] = await t.db.select().from(resumes).where(eq(resumes.id, unsent));
    const unsentKey = unsentRow?.file?.key as string;
    expect(stored()).toContain(unsentKey);
    await call(t, who, '/api/v1/employees/resumes.delete', { id: unsent });
    expect(stored()).not.toContain(unsentKey);
  });

  it('closing the account removes the files no application holds and keeps the one sent', async () => {
    const { who, applicationId } = await appliedWithFile();
    const unsent = (await upload(who, { data: pdfBytes('Kept at home') })).json().id;
    const [unsentRow] = await t.db.select().from(resumes).where(eq(resumes.id, unsent));
    const [sentRow] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect((await call(t, who, '/api/v1/users.delete', {})).status).toBe(200);
    expect(stored()).not.toContain(unsentRow?.file?.key);
    expect(stored()).toContain(sentRow?.resumeFileKey);
  });
});
