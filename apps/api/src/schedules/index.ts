import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { ALERT_TIME_ZONE, runDailyAlerts } from './daily-alerts.ts';
import { runStatusMails } from './status-mails.ts';

export interface Schedules {
  stop(): void;
}

/** In-process scheduled work (daily alerts, job expiry, delayed status e-mails); each task takes an advisory lock. */
export function startSchedules(app: FastifyInstance): Schedules {
  const deps = { db: app.db, mailer: app.mailer, config: app.config, log: app.log };
  // 07:00 NZ time sends the day's alerts; the later hourly runs catch up after a restart or a
  // failed send, and find nothing to do otherwise (each search is stamped with its day).
  const alerts = new Cron('0 7-23 * * *', { timezone: ALERT_TIME_ZONE, protect: true }, async () => {
    await runDailyAlerts(deps, app.clock.now()).catch((err) => app.log.error({ err }, 'daily alerts failed'));
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
      statusMails.stop();
    },
  };
}
