import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { startPeer } from '../../test/smtpPeer.ts';
import { mailMessages } from '../db/schema.ts';
import { createMailService } from './index.ts';
import { createSmtpMail, MAIL_QUEUE } from './smtp.ts';

/** Waits until the mail row satisfies `done`; the test's own time limit bounds the wait. */
async function rowWhen(
  db: Awaited<ReturnType<typeof createTestApp>>['db'],
  id: string,
  done: (row: typeof mailMessages.$inferSelect) => boolean,
) {
  for (;;) {
    const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
    if (row && done(row)) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const message = {
  to: 'reader@example.test',
  subject: 'Verify your Folio account',
  text: 'Open this link to verify your account.',
  html: '<p>Open this link to verify your account.</p>',
};

describe('mail without SMTP_URL', () => {
  it('keeps the mail in the dev outbox and logs where to read it', async () => {
    const { app, db, config } = await createTestApp();
    const lines: string[] = [];
    const mail = createMailService(config, app.deps.database, (m) => lines.push(m));
    await mail.start();
    const id = await db.transaction((tx) => mail.enqueue(tx, message));
    mail.flush();
    const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row).toMatchObject({ ...message, status: 'outbox', attempts: 0, sentAt: null });
    expect(lines.join('\n')).toContain('/admin/outbox');
    await mail.stop();
  });
});

describe('forgetting an address in the dev outbox', () => {
  it('deletes every mail to it, in any case of the address, and no other', async () => {
    const { app, db } = await createTestApp();
    const [gone, kept] = await db.transaction(async (tx) => [
      await app.deps.mail.enqueue(tx, { ...message, to: 'Gone@example.test' }),
      await app.deps.mail.enqueue(tx, message),
    ]);
    expect(await db.transaction((tx) => app.deps.mail.forgetAddress(tx, 'gone@EXAMPLE.test'))).toEqual([gone]);
    expect(await db.select().from(mailMessages).where(eq(mailMessages.id, gone!))).toEqual([]);
    expect(await db.select().from(mailMessages).where(eq(mailMessages.id, kept!))).toHaveLength(1);
  });
});

describe('mail over SMTP', () => {
  it('delivers an enqueued mail to the SMTP peer and marks it sent', async () => {
    const peer = await startPeer();
    const { app, db, config } = await createTestApp({ SMTP_URL: peer.url, MAIL_FROM: 'Folio <folio@example.test>' });
    const arriving = peer.next();
    const id = await db.transaction((tx) => app.deps.mail.enqueue(tx, message));
    app.deps.mail.flush();

    const got = await arriving;
    expect(got.to).toEqual(['reader@example.test']);
    expect(got.from).toBe('folio@example.test');
    expect(got.raw).toContain(`Subject: ${message.subject}`);
    expect(got.raw).toContain('To: reader@example.test');
    expect(got.raw).toContain(message.text);
    expect(got.raw).toContain('<p>Open this link');

    const row = await rowWhen(db, id, (r) => r.status === 'sent');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
    expect(config.SMTP_URL).toBe(peer.url);
  });

  it('writes neither the mail nor its job when the caller’s transaction rolls back', async () => {
    const peer = await startPeer();
    const { app, db } = await createTestApp({ SMTP_URL: peer.url });
    let id = '';
    await expect(
      db.transaction(async (tx) => {
        id = await app.deps.mail.enqueue(tx, message);
        throw new Error('the change that caused the mail failed');
      }),
    ).rejects.toThrow('failed');
    expect(await db.select().from(mailMessages).where(eq(mailMessages.id, id))).toEqual([]);
    const jobs = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and data->>'id' = ${id}`,
    );
    expect(jobs.rows[0]!.n).toBe(0);
  });

  it('forgets an address: its mails, whatever their status, and their delivery jobs go; other mail stays', async () => {
    // A peer that refuses every recipient and a long retry delay: the jobs wait, as queued mail to a deleted account would.
    const peer = await startPeer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      },
    });
    const { app, db, config } = await createTestApp();
    const mail = createSmtpMail({ ...config, SMTP_URL: peer.url }, app.deps.database, () => {}, { retryDelaySeconds: 3600, pollingIntervalSeconds: 0.5 });
    await mail.start();
    afterAll(() => mail.stop());
    const leaving = await db.transaction(async (tx) => [
      await mail.enqueue(tx, { ...message, to: 'leaver@example.test' }),
      await mail.enqueue(tx, { ...message, to: 'Leaver@Example.TEST', subject: 'Reset your password' }),
    ]);
    const staying = await db.transaction((tx) => mail.enqueue(tx, { ...message, to: 'stayer@example.test' }));
    mail.flush();
    await rowWhen(db, leaving[0]!, (r) => r.attempts >= 1);
    const jobs = async (ids: string[]) =>
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and data->>'id' = any(${sql.param(ids)}::text[])`)).rows[0]!.n;
    expect(await jobs(leaving)).toBe(2);

    const forgotten = await db.transaction((tx) => mail.forgetAddress(tx, 'LEAVER@example.test'));
    expect(forgotten.sort()).toEqual([...leaving].sort());
    expect(await jobs(leaving)).toBe(0);
    expect(await db.select().from(mailMessages).where(sql`${mailMessages.id} = any(${sql.param(leaving)}::uuid[])`)).toEqual([]);
    expect(await jobs([staying])).toBe(1);
    expect(await db.select().from(mailMessages).where(eq(mailMessages.id, staying))).toHaveLength(1);
  });

  it('records the error of a peer that rejects the recipient, retries, and marks the mail failed after the last retry', async () => {
    let rejections = 0;
    const peer = await startPeer({
      onRcptTo(_address, _session, callback) {
        rejections++;
        callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      },
    });
    const { app, db, config } = await createTestApp();
    const lines: string[] = [];
    const mail = createSmtpMail({ ...config, SMTP_URL: peer.url }, app.deps.database, (m) => lines.push(m), {
      retryLimit: 1,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
    await mail.start();
    afterAll(() => mail.stop());
    const id = await db.transaction((tx) => mail.enqueue(tx, message));
    mail.flush();

    const first = await rowWhen(db, id, (r) => r.attempts >= 1);
    expect(first.status).not.toBe('sent');
    expect(first.sentAt).toBeNull();
    expect(first.lastError).toContain('No such mailbox here');

    const last = await rowWhen(db, id, (r) => r.status === 'failed');
    expect(last.attempts).toBe(2);
    expect(last.sentAt).toBeNull();
    expect(rejections).toBe(2);
    expect(peer.received).toEqual([]);
    expect(lines.some((l) => l.includes('giving up'))).toBe(true);
  });
});
