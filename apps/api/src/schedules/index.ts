import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { ALERT_TIME_ZONE, runDailyAlerts } from './daily-alerts.ts';
import { runExpiry, runVocabularyRefresh } from './search-upkeep.ts';
import { runSignInRecordCleanup } from './sign-in-records.ts';

export interface Schedules {
  stop(): void;
}

/** In-process scheduled work (daily alerts, sign-in record clean-up); each task takes an advisory lock. */
export function startSchedules(app: FastifyInstance): Schedules {
  const deps = { db: app.db, mailer: app.mailer, config: app.config, log: app.log };
  // 07:00 NZ time sends the day's alerts; the later hourly runs catch up after a restart or a
  // failed send, and find nothing to do otherwise (each search is stamped with its day).
  const alerts = new Cron('0 7-23 * * *', { timezone: ALERT_TIME_ZONE, protect: true }, async () => {
    await runDailyAlerts(deps, app.clock.now()).catch((err) => app.log.error({ err }, 'daily alerts failed'));
  });
  // Search reads listed jobs only (decision 0100): expired ones leave it every few minutes, and
  // the "Did you mean" words follow the titles hourly. Both also run once at start.
  const expiry = new Cron('*/5 * * * *', { protect: true }, async () => {
    await runExpiry(deps, app.clock.now()).catch((err) => app.log.error({ err }, 'search expiry failed'));
  });
  const vocabulary = new Cron('17 * * * *', { protect: true }, async () => {
    await runVocabularyRefresh(deps).catch((err) => app.log.error({ err }, 'search vocabulary failed'));
  });
  void expiry.trigger();
  void vocabulary.trigger();
  // Hourly, so a record is gone at most an hour after its 30 days.
  const signInRecords = new Cron('23 * * * *', { protect: true }, async () => {
    await runSignInRecordCleanup(deps, app.clock.now()).catch((err) =>
      app.log.error({ err }, 'sign-in record clean-up failed'),
    );
  });
  return {
    stop: () => {
      alerts.stop();
      expiry.stop();
      vocabulary.stop();
      signInRecords.stop();
    },
  };
}
