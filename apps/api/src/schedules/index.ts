import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { ALERT_TIME_ZONE, runDailyAlerts } from './daily-alerts.ts';
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
  // Hourly, so a record is gone at most an hour after its 30 days.
  const signInRecords = new Cron('23 * * * *', { protect: true }, async () => {
    await runSignInRecordCleanup(deps, app.clock.now()).catch((err) =>
      app.log.error({ err }, 'sign-in record clean-up failed'),
    );
  });
  return {
    stop: () => {
      alerts.stop();
      signInRecords.stop();
    },
  };
}
