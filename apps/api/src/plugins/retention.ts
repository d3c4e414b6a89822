import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_RETENTION, purgeExpired, type PurgeReport } from '../db/retention.ts';

export interface RetentionOptions {
  /** How often each process purges; off when absent (the tests purge when they say). */
  intervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Purges what the shop no longer keeps now (`db/retention.ts`); undefined when another process is at it. */
    purgeExpired(now?: Date): Promise<PurgeReport | undefined>;
  }
}

/**
 * The sweeper: every `intervalMs` (with up to a tenth more at random, so processes started together do not
 * purge together) it deletes expired sessions, empty carts, old guest conversations and spent counters.
 */
export const retentionPlugin = fp(
  async (app: FastifyInstance, options: RetentionOptions) => {
    app.decorate('purgeExpired', (now?: Date) =>
      purgeExpired(app.db, { ...DEFAULT_RETENTION, lifetimes: app.sessionLifetimes }, now),
    );
    const interval = options.intervalMs;
    if (!interval) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const schedule = () => {
      timer = setTimeout(() => {
        running = app.purgeExpired().then(
          (report) => {
            if (report && (report.sessions || report.emptyCarts || report.guestChats || report.counters)) app.log.info({ purged: report }, 'purged expired rows');
          },
          (err: unknown) => app.log.warn({ err }, 'purging expired rows failed; the next run tries again'),
        );
        void running.then(schedule);
      }, interval * (1 + Math.random() / 10));
      timer.unref();
    };
    app.addHook('onReady', async () => schedule());
    app.addHook('preClose', async () => {
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['session'] },
);
