import { randomUUID } from 'node:crypto';
import type { Role } from '@fitjobs/contract';
import { companies, companyMembers, users } from '../db/schema/index.ts';
import { accessTokenFor } from '../features/auth/session.ts';
import type { TestApp } from './app.ts';

export interface Persona {
  id: string;
  email: string;
  role: Role;
  token: string;
  /** Headers for app.inject: the bearer token. */
  headers: { authorization: string };
  companyId: string | null;
}

/**
 * A signed-in user for feature tests. The e-mail code flow itself is tested in the auth area;
 * other areas start from a valid session minted the same way code.verify mints it.
 */
export async function persona(
  t: TestApp,
  role: Role,
  options: {
    email?: string;
    fullName?: string;
    companyName?: string;
    /** How long ago the account was made (default: just now, by the test clock). */
    accountAgeDays?: number;
  } = {},
): Promise<Persona> {
  const email = options.email ?? `${role}-${randomUUID().slice(0, 8)}@example.test`;
  const createdAt = new Date(t.clock.now().getTime() - (options.accountAgeDays ?? 0) * 86_400_000);
  const [user] = await t.db
    .insert(users)
    .values({ email, role, fullName: options.fullName ?? `Test ${role}`, createdAt })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  let companyId: string | null = null;
  if (role === 'employer' && options.companyName !== undefined) {
    const [company] = await t.db
      .insert(companies)
      .values({ name: options.companyName, tagline: 'Tagline', description: '<p>About</p>' })
      .returning({ id: companies.id });
    if (!company) throw new Error('company insert failed');
    companyId = company.id;
    await t.db.insert(companyMembers).values({ companyId, userId: user.id, role: 'admin' });
  }
  const token = await accessTokenFor(t.db, t.config.jwtSecret, user.id, t.clock.now());
  return { id: user.id, email, role, token, headers: { authorization: `Bearer ${token}` }, companyId };
}
