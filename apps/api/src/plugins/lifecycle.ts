import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

/** Retry-After of the 503 a stopping server answers: the next process (or this one restarted) should be up by then. */
export const STOPPING_RETRY_AFTER_SECONDS = 5;
export const STOPPING_MESSAGE = 'The shop is restarting. Please try again in a few seconds.';

const PROBES = new Set(['/healthz', '/readyz']);

/** The process's state as /readyz reports it, and its drain on SIGTERM. */
export interface Lifecycle {
  /** True from the start of a drain: /readyz answers 503 and new requests are refused. */
  readonly stopping: boolean;
  /** Requests being answered now. */
  readonly inFlight: number;
  /** What the process is still preparing (`catalogue index`): until none, /readyz answers 503 saying so. */
  readonly preparing: ReadonlySet<string>;
  prepare(what: string, until: Promise<unknown>): void;
  /**
   * Stops taking requests (each new one gets 503 with Retry-After in the shop's error shape) and resolves
   * once the requests in flight are answered, or after `graceMs` with how many were still running.
   */
  drain(graceMs: number): Promise<{ unfinished: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * Graceful shutdown: counts the requests in flight, refuses new ones while the server drains,
 * and keeps what /readyz needs to say that the process should get no traffic (stopping, still preparing).
 */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    let stopping = false;
    let inFlight = 0;
    const preparing = new Set<string>();
    const idle = new Set<() => void>();

    const lifecycle: Lifecycle = {
      get stopping() {
        return stopping;
      },
      get inFlight() {
        return inFlight;
      },
      preparing,
      prepare(what, until) {
        preparing.add(what);
        until.then(
          () => preparing.delete(what),
          () => preparing.delete(what),
        );
      },
      async drain(graceMs) {
        stopping = true;
        if (inFlight === 0) return { unfinished: 0 };
        let timer: NodeJS.Timeout | undefined;
        let done!: () => void;
        const finished = new Promise<void>((resolve) => (done = resolve));
        idle.add(done);
        const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
        await Promise.race([finished, timedOut]);
        clearTimeout(timer);
        idle.delete(done);
        return { unfinished: inFlight };
      },
    };
    app.decorate('lifecycle', lifecycle);

    app.addHook('onRequest', async (request, reply) => {
      // The probes answer for themselves: /healthz that the process lives, /readyz that it stops.
      if (PROBES.has(request.routeOptions.url ?? '')) return;
      if (stopping) {
        reply.header('retry-after', String(STOPPING_RETRY_AFTER_SECONDS)).header('connection', 'close');
        return sendError(reply, 'service_unavailable', STOPPING_MESSAGE);
      }
      inFlight += 1;
      // 'close' comes once per response, whether it was sent whole or the client went away first.
      reply.raw.once('close', () => {
        inFlight -= 1;
        if (inFlight === 0) for (const done of idle) done();
      });
    });
    // A keep-alive connection is not kept for a next request the server would refuse.
    app.addHook('onSend', async (_request, reply) => {
      if (stopping) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
