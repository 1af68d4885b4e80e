import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';

/**
 * Trust, second round, finding 7 (decision 0186): closing the last admin's account left a company
 * with members and no admin, so nobody could run its team or profile.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
async function join(companyId: string, who: Persona, role: 'admin' | 'member') {
  t.clock.advance(MINUTE);
  await t.db.insert(companyMembers).values({ companyId, userId: who.id, role, createdAt: t.clock.now() });
}
async function roleOf(companyId: string, who: Persona) {
  const [row] = await t.db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, who.id)));
  return row?.role;
}
const close = (who: Persona) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users.delete', headers: who.headers });

describe('closing the account of a company’s last admin', () => {
  it('makes the longest-standing other member admin, and no one else', async () => {
    const owner = await persona(t, 'employer', { companyName: 'Handed On Ltd' });
    const companyId = owner.companyId ?? '';
    const first = await persona(t, 'employer');
    const second = await persona(t, 'employer');
    await join(companyId, first, 'member');
    await join(companyId, second, 'member');
    expect((await close(owner)).statusCode).toBe(200);
    expect(await roleOf(companyId, first)).toBe('admin');
    expect(await roleOf(companyId, second)).toBe('member');
  });

  it('changes nothing when another admin remains', async () => {
    const owner = await persona(t, 'employer', { companyName: 'Two Admins Ltd' });
    const companyId = owner.companyId ?? '';
    const member = await persona(t, 'employer');
    const admin = await persona(t, 'employer');
    await join(companyId, member, 'member');
    await join(companyId, admin, 'admin');
    expect((await close(owner)).statusCode).toBe(200);
    expect(await roleOf(companyId, member)).toBe('member');
    expect(await roleOf(companyId, admin)).toBe('admin');
  });
});
