import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { type Database, SEED_LOCK } from './db/client.ts';
import { jobs } from './db/schema/index.ts';
import { seedDemoData } from './seed/demo.ts';
import { seedReferenceData } from './seed/reference.ts';

/**
 * Migrates, then seeds reference data and (on an empty board) the demo data.
 * The seed runs inside one transaction holding an advisory lock, so two processes starting
 * at once never seed twice.
 */
export async function prepareDatabase(database: Database, config: Config, log: FastifyBaseLogger) {
  await database.migrate();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedReferenceData(tx);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(jobs);
    if (config.seedDemo && row?.n === 0) {
      log.info('empty database: seeding the demo board');
      const counts = await seedDemoData(tx, {
        jobs: 2400,
        seed: 42,
        now: new Date(),
        adminEmails: config.adminEmails,
      });
      log.info(counts, 'demo board seeded');
    }
  });
}
