// A real SMTP server on 127.0.0.1 for the tests (the `smtp-server` package): it speaks the protocol the
// shop's nodemailer transport speaks, keeps every message it accepts, parsed with `mailparser`, and can be
// stopped and started again on the same port to play a mail server that went away.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  /** The whole message as it arrived. */
  raw: string;
  parsed: ParsedMail;
}

export class TestSmtpServer {
  /** Every message accepted, in order of arrival. */
  readonly received: ReceivedMail[] = [];
  /** Called after each message is accepted (with the count so far): a test can stop the server mid-run here. */
  onReceived: (count: number) => void | Promise<void> = () => undefined;
  private server: SMTPServer | undefined;
  private waiters: { count: number; resolve: () => void }[] = [];

  private constructor(public port: number) {}

  /** Starts a server on a free port of 127.0.0.1 (or `port`). */
  static async start(port = 0): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer(port);
    await smtp.listen();
    return smtp;
  }

  /** `smtp://127.0.0.1:<port>`: the shop's SMTP_URL. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  /** (Re)starts listening, on the same port as before once it has one. */
  async listen(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      // Plain SMTP without authentication: a local relay. (STARTTLS would need a certificate the client trusts.)
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      closeTimeout: 1_000,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
              callback();
              for (const waiter of this.waiters.filter((w) => this.received.length >= w.count)) waiter.resolve();
              this.waiters = this.waiters.filter((w) => this.received.length < w.count);
              void this.onReceived(this.received.length);
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', () => undefined);
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops accepting connections: the shop's next attempt finds nobody listening. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` messages in all have arrived. */
  waitFor(count: number): Promise<ReceivedMail[]> {
    if (this.received.length >= count) return Promise.resolve(this.received);
    return new Promise((resolve) => this.waiters.push({ count, resolve: () => resolve(this.received) }));
  }

  /** Forgets the messages received so far (between tests). */
  clear(): void {
    this.received.length = 0;
  }

  /** Messages sent to `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}
