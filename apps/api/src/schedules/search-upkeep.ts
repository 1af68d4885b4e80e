import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { expireListings, refreshSearchVocabulary, syncPayRate } from '../features/jobs/search-upkeep.repo.ts';

interface UpkeepDeps {
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * Keeps job_search to listed jobs: a job that expires leaves it here (searches also check the
 * expiry, so one between two runs is never shown). Returns the number removed.
 */
export async function runExpiry(deps: UpkeepDeps, now: Date): Promise<void> {
  const removed = await expireListings(deps.db, now);
  if (removed) deps.log.info({ removed }, 'expired jobs left search');
}

/** The "Did you mean" vocabulary follows the listed jobs' titles. */
export async function runVocabularyRefresh(deps: UpkeepDeps): Promise<void> {
  const words = await refreshSearchVocabulary(deps.db);
  if (words !== null) deps.log.info({ words }, 'search vocabulary refreshed');
}

/** At start: the configured AUD_PER_NZD becomes the rate the salary keys use (decision 0104). */
export async function runPayRateSync(deps: UpkeepDeps, audPerNzd: number): Promise<void> {
  const recomputed = await syncPayRate(deps.db, audPerNzd);
  if (recomputed) deps.log.info({ recomputed, audPerNzd }, 'AUD pay keys recomputed for a new exchange rate');
}
