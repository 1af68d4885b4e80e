import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { ALERT_TIME_ZONE, runDueAlerts } from './alerts.ts';
import { runExpiry, runPayRateSync, runVocabularyRefresh } from './search-upkeep.ts';
import { runSignInRecordCleanup } from './sign-in-records.ts';
import { runStatusMails } from './status-mails.ts';

export interface Schedules {
  stop(): void;
}

/**
 * In-process scheduled work (saved-search alerts, search upkeep, sign-in record clean-up, delayed
 * status e-mails); each task takes an advisory lock.
 */
export function startSchedules(app: FastifyInstance): Schedules {
  const deps = { db: app.db, mailer: app.mailer, config: app.config, log: app.log };
  // Every minute: instant alerts go out within a couple of minutes of a new job; daily and weekly
  // ones from 07:00 NZ time, and later runs catch up after a restart or a failed send. A run with
  // nothing due costs one indexed query. `protect` skips a tick while the previous run is busy.
  const alerts = new Cron('* * * * *', { timezone: ALERT_TIME_ZONE, protect: true }, async () => {
    await runDueAlerts(deps, app.clock.now()).catch((err) =>
      app.log.error({ err }, 'saved search alerts failed'),
    );
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
  void runPayRateSync(deps, app.config.audPerNzd).catch((err) =>
    app.log.error({ err }, 'pay rate sync failed'),
  );
  // Hourly, so a record is gone at most an hour after its 30 days.
  const signInRecords = new Cron('23 * * * *', { protect: true }, async () => {
    await runSignInRecordCleanup(deps, app.clock.now()).catch((err) =>
      app.log.error({ err }, 'sign-in record clean-up failed'),
    );
  });
  // Every 15 seconds: a status e-mail goes out at most this long after its grace period.
  const statusMails = new Cron('*/15 * * * * *', { protect: true }, async () => {
    await runStatusMails(deps, app.clock.now()).catch((err) =>
      app.log.error({ err }, 'status e-mails failed'),
    );
  });
  return {
    stop: () => {
      alerts.stop();
      expiry.stop();
      vocabulary.stop();
      signInRecords.stop();
      statusMails.stop();
    },
  };
}
