import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { persona } from '../../test/personas.ts';
import { createResume, place, post, resumeInput } from './resumes.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  // Lines wrap anywhere; compare on single spaces.
  return text.replace(/\s+/g, ' ');
}

/** Each line of text on the first page with its baseline (points from the bottom) and font size. */
async function firstPageLines(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ text: item.str, y: item.transform[5] as number, size: item.height }]
      : [],
  );
}

describe('resume PDF', () => {
  it('sets the name heading on a line of its own, clear of the contact line below it', async () => {
    const seeker = await persona(t, 'employee');
    const input = resumeInput(await place(t, 'Whangārei'), { first_name: 'Tāne', last_name: 'Mahuta' });
    const id = await createResume(t, seeker, input);
    const lines = await firstPageLines(
      (await post(t, seeker, 'employees/resumes.pdf.get', { id })).rawPayload,
    );
    const name = lines.find((l) => l.text.includes('Tāne Mahuta'));
    const contact = lines.find((l) => l.text.includes(input.email));
    if (!name || !contact)
      throw new Error(`name or contact line missing: ${JSON.stringify(lines.slice(0, 4))}`);
    // The contact line's top (its baseline plus its size) stays below the name's lowest descender.
    const nameBottom = name.y - name.size * 0.3;
    expect(contact.y + contact.size).toBeLessThanOrEqual(nameBottom);
  });

  it('is a text PDF with the name (macrons intact), every position and every skill', async () => {
    const seeker = await persona(t, 'employee');
    const input = resumeInput(await place(t, 'Whangārei'), {
      first_name: 'Tāne',
      last_name: 'Ōtautahi-Ngāti',
      skills: ['Kaupapa Māori research', 'TypeScript', 'Project management', 'Te reo Māori'],
    });
    const id = await createResume(t, seeker, input);
    const res = await post(t, seeker, 'employees/resumes.pdf.get', { id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+-resume\.pdf"/);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Tāne-Ōtautahi-Ngāti-resume.pdf')}`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Tāne Ōtautahi-Ngāti');
    expect(text).toContain('Whangārei');
    for (const e of input.experience) expect(text).toContain(e.position);
    for (const skill of input.skills) expect(text).toContain(skill);
    expect(text).toContain('University of Auckland');
  });
});
