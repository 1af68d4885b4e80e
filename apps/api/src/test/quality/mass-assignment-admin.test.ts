import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_AGO, massAssignmentKit } from './mass-assignment.ts';
import { createWorld, make, type World } from './object-world.ts';

/**
 * The admin's trust and safety calls (decision 0189) take an id and a reason, nothing else: the
 * time of a suspension is the server's, and no role, e-mail or flag rides along.
 */
let w: World;
let k: ReturnType<typeof massAssignmentKit>;
beforeAll(async () => {
  w = await createWorld();
  k = massAssignmentKit(w);
});
afterAll(() => w?.t.close());

describe('mass assignment on the admin trust routes', () => {
  it('suspends a user at the time of the call and changes nothing else about them', async () => {
    const { id } = await make(w, 'member');
    const before = await k.user(id);
    const res = await k.post('admin', 'admins/users.suspend', {
      id,
      reason: 'Spam',
      suspended_at: LONG_AGO,
      role: 'admin',
      email: 'taken@example.test',
      full_name: 'Renamed',
    });
    expect(res.statusCode).toBe(200);
    const after = await k.user(id);
    expect(after.suspendedAt).toEqual(w.t.clock.now());
    expect(after.suspensionReason).toBe('Spam');
    expect({ ...after, suspendedAt: null, suspensionReason: null }).toEqual(before);
  });

  it('suspends and restores a company without touching its name, flags or jobs', async () => {
    const id = w.companyY.id;
    const before = await k.companyRow(id);
    const extra = { name: 'Renamed', verified: true, accredited: true, suspended_at: LONG_AGO };
    expect(
      (await k.post('admin', 'admins/companies.suspend', { id, reason: 'Fake', ...extra })).statusCode,
    ).toBe(200);
    expect((await k.companyRow(id)).suspendedAt).toEqual(w.t.clock.now());
    expect(
      (await k.post('admin', 'admins/companies.restore', { id, reason: 'Ok', ...extra })).statusCode,
    ).toBe(200);
    expect(await k.companyRow(id)).toEqual(before);
  });

  it('reads the audit log without letting a caller choose who or what it names', async () => {
    const res = await k.post('admin', 'admins/actions.list', {
      admin_id: w.people.employeeA.id,
      action: 'user.restore',
    });
    expect(res.statusCode).toBe(200);
    const actions = res.json().items.map((i: { action: string }) => i.action);
    expect(actions).toContain('company.suspend');
  });
});
