import { createTransport } from 'nodemailer';

/** One email as it leaves the shop. */
export interface OutgoingMail {
  from: string | { name: string; address: string };
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** `<id@host>`: the same on every attempt of one message. */
  messageId: string;
}

/** Where emails go: SMTP in the running shop. `send` resolves once the server accepted the message. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Time limits of one attempt. Their sum stays well under the outbox's lease (OUTBOX_LEASE_MS), so a send
 * that hangs gives up before another process may take the message over.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;

/**
 * SMTP through nodemailer, from an `smtp://user:pass@host:587` (STARTTLS when the server offers it) or
 * `smtps://…:465` (TLS from the start) URL. One connection per message: the outbox sends a few at a time, and a
 * server that went away is simply connected to again on the next attempt.
 */
export function smtpTransport(url: string): MailTransport {
  // The URL's own settings win; the time limits apply where it sets none.
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      await transporter.sendMail({ ...mail, disableFileAccess: true, disableUrlAccess: true });
    },
    close: () => transporter.close(),
  };
}
