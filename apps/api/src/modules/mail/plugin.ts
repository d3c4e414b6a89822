import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { MailRepository } from './repository.ts';
import { MailService } from './service.ts';
import { smtpTransport, type MailTransport } from './transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one mail service: orders and accounts queue emails through it; the back office lists them. */
    mail: MailService;
  }
}

/** The shop's emails (SMTP_URL, MAIL_FROM, PUBLIC_URL); every setting optional. */
export interface MailOptions {
  /** `smtp://…` or `smtps://…`; without it emails are kept in the outbox (`held`). */
  smtpUrl?: string;
  /** Tests: a transport of their own instead of SMTP_URL's. */
  transport?: MailTransport;
  from?: string;
  /** Where the links in the emails point; `http://localhost:3000` by default. */
  publicUrl?: string;
  /** Send from a timer (the server); false leaves sending to explicit `deliverDue` calls (tests). Default true. */
  worker?: boolean;
  /** Tests: the outbox's clock (due times, backoff, leases). */
  clock?: () => Date;
}

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** The emails' settings from the environment: SMTP when configured, the From address, the links' base (http://localhost:PORT by default). */
export function mailOptionsFromConfig(config: Config): MailOptions {
  return {
    ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}),
    ...(config.MAIL_FROM ? { from: config.MAIL_FROM } : {}),
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  };
}

/**
 * Creates the mail service once, queues each placed order's emails in the order's transaction, and runs
 * the outbox's worker while the app is up (with SMTP only). Comes after the orders, before the accounts.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailOptions) => {
    const transport = options.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl) : undefined);
    const service = new MailService(new MailRepository(app.db), {
      ...(transport ? { transport } : {}),
      ...(options.from ? { from: options.from } : {}),
      publicUrl: (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, ''),
      // The shop's settings (the back office's), registered after this plugin and read when an email is sent.
      shop: async () => {
        const settings = await app.settings.get();
        return { name: settings.shopName, supportEmail: settings.supportEmail };
      },
      log: app.log,
      ...(options.clock ? { clock: options.clock } : {}),
    });
    app.decorate('mail', service);
    // A card order is confirmed when it is paid (the payment's transaction queues it then), not while it awaits payment.
    app.orders.onPlaced(async (trx, order) => {
      if (order.status !== 'awaiting-payment') await service.queueOrderPlaced(trx, order);
    });
    if (!transport) app.log.info('SMTP_URL is not set: emails are kept in the outbox and not sent');
    if (options.worker ?? true) app.addHook('onReady', async () => service.start());
    app.addHook('onClose', async () => service.stop());
  },
  { name: 'mail', dependencies: ['orders'] },
);
