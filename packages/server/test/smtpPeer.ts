import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll } from 'vitest';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps what it receives. */
export async function startPeer(extra: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const waiters: Array<(m: Received) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiters.splice(0).forEach((w) => w(mail));
        callback();
      });
    },
    ...extra,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the next message the peer accepts. */
    next: () => new Promise<Received>((resolve) => waiters.push(resolve)),
  };
}

