import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { ALERT_TIME_ZONE, runDueAlerts } from './alerts.ts';

export interface Schedules {
  stop(): void;
}

/** In-process scheduled work (saved-search alerts, job expiry); each task takes an advisory lock. */
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
  return {
    stop: () => {
      alerts.stop();
    },
  };
}
