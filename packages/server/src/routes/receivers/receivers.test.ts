import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { folios, mailMessages, notifications, receiverInvitations } from '../../db/schema.ts';
import { call, person, share, type Person } from '../shares/testing.ts';
import { SESSION, SITES, answers, formDoc, submit } from '../submissions/testing.ts';
import { checkout, folioOnSale } from '../payments/testing.ts';
import { publishedFolio } from '../sites/testing.ts';

const { app, db } = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });

const mailsTo = (to: string) => db.select().from(mailMessages).where(eq(mailMessages.to, to)).orderBy(mailMessages.createdAt);
const rootOf = async (id: string) => (await db.select({ root: folios.root }).from(folios).where(eq(folios.id, id)))[0]!.root;

/** A published form of `owner` (optionally its send button mailing `emailTo`). */
async function form(owner: Person, emailTo?: string) {
  const doc = formDoc(owner.user.id);
  if (emailTo !== undefined) {
    const send = doc.nodes.send as unknown as { meta: { action: { click: Record<string, unknown> } } };
    send.meta.action.click = { ...send.meta.action.click, sendEmail: true, emailTo };
  }
  return publishedFolio(app, db, owner.token, doc);
}

/** The owner's (or anyone's) settings save, as the editor sends it: the whole root with some fields changed. */
async function saveRoot(who: Person, folioId: string, change: Record<string, unknown>) {
  const doc = (await call(app, who, 'GET', `/api/folios/${folioId}?forEditing=true`)).json() as { version: number; root: Record<string, unknown> };
  return call(app, who, 'PATCH', `/api/folios/${folioId}`, { baseVersion: doc.version, log: [{ action: 'updateRoot' }], root: { ...doc.root, ...change } });
}

/** Everything a receiver does with the submissions: list, read one, export, the received list; 200s count. */
async function reads(who: Person, folioId: string, submissionId: string) {
  const list = await call(app, who, 'GET', `/api/folios/${folioId}/submissions`);
  const one = await call(app, who, 'GET', `/public/api/submissions/${submissionId}`);
  const exported = await call(app, who, 'GET', `/api/folios/${folioId}/submissions/export?format=csv`);
  const received = (await call(app, who, 'GET', '/api/submissions/received')).json() as Array<{ id: string }>;
  return { list: list.statusCode, one: one.statusCode, export: exported.statusCode, received: received.some((r) => r.id === folioId) };
}
const NOTHING = { list: 404, one: 404, export: 404, received: false };
const EVERYTHING = { list: 200, one: 200, export: 200, received: true };

async function sent(folioId: string) {
  const res = await submit(app, { folioId, buttonId: 'send', data: answers() });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

const answer = (who: Person, folioId: string, value: 'accept' | 'decline' | 'leave', kind = 'submission') =>
  call(app, who, 'POST', `/api/receiving/${folioId}/${kind}`, { answer: value });

describe('receiver lists are the owner’s', () => {
  it('refuses a sharee with the settings right who changes any receiver list (403, nothing stored), and lets them change other settings', async () => {
    const owner = await person(db, 'Owner');
    const sharee = await person(db, 'Sharee');
    const folio = await form(owner);
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeId: sharee.user.id, canEditContent: true, canEditSettings: true, canPublish: true, canShare: true });
    const group = (await call(app, sharee, 'POST', '/api/users/groups', { name: 'Mine', memberIds: [sharee.user.id] })).json() as { id: string };
    for (const change of [
      { submissionReceiversAccounts: [sharee.user.id] },
      { purchaseReceiversAccounts: [sharee.user.id] },
      { submissionReceiversAccountGroups: [group.id] },
      { purchaseReceiversAccountGroups: [group.id] },
    ]) {
      const res = await saveRoot(sharee, folio.id, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json().message).toMatch(/Only the folio’s owner chooses who receives/);
    }
    const root = await rootOf(folio.id);
    expect(root).toMatchObject({ submissionReceiversAccounts: [], purchaseReceiversAccounts: [], submissionReceiversAccountGroups: [], purchaseReceiversAccountGroups: [] });
    expect(await db.select().from(receiverInvitations).where(eq(receiverInvitations.folioId, folio.id))).toEqual([]);
    const id = await sent(folio.id);
    expect(await reads(sharee, folio.id, id)).toEqual(NOTHING);

    // The same settings save without touching the lists goes through.
    expect((await saveRoot(sharee, folio.id, { name: 'Renamed by sharee' })).statusCode).toBe(200);
    // The owner's lists stay as they are when a sharee saves the whole root back.
    const named = await person(db, 'Named');
    expect((await saveRoot(owner, folio.id, { submissionReceiversAccounts: [named.user.id] })).statusCode).toBe(200);
    expect((await saveRoot(sharee, folio.id, { name: 'Again' })).statusCode).toBe(200);
    expect((await rootOf(folio.id)).submissionReceiversAccounts).toEqual([named.user.id]);
  });
});

describe('receivers by consent', () => {
  it('asks a named account (bell and mail); until it accepts it reads nothing and gets no mail; after accepting it does; after leaving, nothing again', async () => {
    const owner = await person(db, 'Olga');
    const named = await person(db, 'Nina');
    const folio = await form(owner);
    const before = await sent(folio.id);
    expect((await saveRoot(owner, folio.id, { submissionReceiversAccounts: [named.user.id] })).statusCode).toBe(200);

    // Asked: a pending row, a bell notification, a mail with Accept and Decline.
    const [row] = await db.select().from(receiverInvitations).where(eq(receiverInvitations.folioId, folio.id));
    expect(row).toMatchObject({ userId: named.user.id, kind: 'submission', status: 'pending' });
    const bell = (await call(app, named, 'GET', '/api/notifications')).json() as { items: Array<{ kind: string; itemId: string; data: Record<string, string> }> };
    expect(bell.items[0]).toMatchObject({ kind: 'receiver', itemId: folio.id, data: { name: 'Survey', receiverKind: 'submission' } });
    const [invitation] = await mailsTo(named.user.email);
    expect(invitation!.subject).toContain('Olga asks you to receive');
    expect(invitation!.text).toContain(`/receiving/${folio.id}/submission?answer=accept`);
    expect(invitation!.text).toContain(`/receiving/${folio.id}/submission?answer=decline`);
    expect((await call(app, named, 'GET', `/api/receiving/${folio.id}/submission`)).json()).toMatchObject({ folioName: 'Survey', ownerName: 'Olga', status: 'pending' });
    expect((await call(app, owner, 'GET', `/api/folios/${folio.id}/receivers`)).json()).toEqual({
      receivers: [{ userId: named.user.id, displayName: 'Nina', kind: 'submission', status: 'pending' }],
    });

    // Pending: nothing to read, no mail for a new submission.
    const pendingOne = await sent(folio.id);
    expect(await reads(named, folio.id, before)).toEqual(NOTHING);
    expect(await mailsTo(named.user.email)).toHaveLength(1);

    // Accepted: reads past and new submissions, mailed each new one; the owner sees it; the bell shows the answer.
    expect((await answer(named, folio.id, 'accept')).json()).toMatchObject({ status: 'accepted' });
    expect(await reads(named, folio.id, pendingOne)).toEqual(EVERYTHING);
    await sent(folio.id);
    const mails = await mailsTo(named.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain('New submission');
    expect(((await call(app, owner, 'GET', `/api/folios/${folio.id}/receivers`)).json() as { receivers: Array<{ status: string }> }).receivers[0]!.status).toBe('accepted');
    const [note] = await db.select().from(notifications).where(and(eq(notifications.userId, named.user.id), eq(notifications.kind, 'receiver')));
    expect(note!.data.answer).toBe('accepted');

    // Left: nothing again, no mail.
    expect((await answer(named, folio.id, 'leave')).json()).toMatchObject({ status: 'left' });
    expect(await reads(named, folio.id, before)).toEqual(NOTHING);
    await sent(folio.id);
    expect(await mailsTo(named.user.email)).toHaveLength(2);
    expect(((await call(app, owner, 'GET', `/api/folios/${folio.id}/receivers`)).json() as { receivers: Array<{ status: string }> }).receivers[0]!.status).toBe('left');
  });

  it('a declined account reads nothing; removing an accepted account ends its access; only the named account answers', async () => {
    const owner = await person(db, 'Owner');
    const one = await person(db, 'One');
    const two = await person(db, 'Two');
    const stranger = await person(db, 'Stranger');
    const folio = await form(owner);
    const id = await sent(folio.id);
    expect((await saveRoot(owner, folio.id, { submissionReceiversAccounts: [one.user.id, two.user.id] })).statusCode).toBe(200);
    expect((await answer(one, folio.id, 'decline')).json()).toMatchObject({ status: 'declined' });
    expect(await reads(one, folio.id, id)).toEqual(NOTHING);
    expect((await answer(stranger, folio.id, 'accept')).statusCode).toBe(404);
    expect(await reads(stranger, folio.id, id)).toEqual(NOTHING);
    expect((await call(app, stranger, 'GET', `/api/folios/${folio.id}/receivers`)).statusCode).toBe(403);

    expect((await answer(two, folio.id, 'accept')).statusCode).toBe(200);
    expect(await reads(two, folio.id, id)).toEqual(EVERYTHING);
    expect((await saveRoot(owner, folio.id, { submissionReceiversAccounts: [] })).statusCode).toBe(200);
    expect(await reads(two, folio.id, id)).toEqual(NOTHING);
    // Its consent went with it: named again, it is asked again.
    expect((await saveRoot(owner, folio.id, { submissionReceiversAccounts: [two.user.id] })).statusCode).toBe(200);
    expect(await reads(two, folio.id, id)).toEqual(NOTHING);
    expect((await call(app, two, 'GET', `/api/receiving/${folio.id}/submission`)).json()).toMatchObject({ status: 'pending' });

    // A decline stands when the owner names the account again: no new invitation (it may still accept itself).
    const invitations = async (who: Person) => (await mailsTo(who.user.email)).filter((m) => m.subject.includes('asks you to receive')).length;
    expect((await saveRoot(owner, folio.id, { submissionReceiversAccounts: [two.user.id, one.user.id] })).statusCode).toBe(200);
    expect(await invitations(one)).toBe(1);
    expect((await call(app, one, 'GET', `/api/receiving/${folio.id}/submission`)).json()).toMatchObject({ status: 'declined' });
    // Naming, removing and naming again asks at most twice a day.
    for (let i = 0; i < 3; i++) {
      expect((await saveRoot(owner, folio.id, { submissionReceiversAccounts: [one.user.id] })).statusCode).toBe(200);
      expect((await saveRoot(owner, folio.id, { submissionReceiversAccounts: [one.user.id, two.user.id] })).statusCode).toBe(200);
    }
    expect(await invitations(two)).toBe(2);
  });

  it('members of the owner’s own named group receive without being asked, until they leave', async () => {
    const owner = await person(db, 'Owner');
    const member = await person(db, 'Member');
    const folio = await form(owner);
    const id = await sent(folio.id);
    const group = (await call(app, owner, 'POST', '/api/users/groups', { name: 'Team', memberIds: [member.user.id] })).json() as { id: string };
    expect((await saveRoot(owner, folio.id, { submissionReceiversAccountGroups: [group.id] })).statusCode).toBe(200);
    expect(await reads(member, folio.id, id)).toEqual(EVERYTHING);
    expect((await call(app, member, 'GET', `/api/receiving/${folio.id}/submission`)).json()).toMatchObject({ status: 'member' });
    await sent(folio.id);
    expect((await mailsTo(member.user.email)).map((m) => m.subject)).toEqual(['New submission to “Survey”']);
    expect((await answer(member, folio.id, 'leave')).json()).toMatchObject({ status: 'left' });
    expect(await reads(member, folio.id, id)).toEqual(NOTHING);
    await sent(folio.id);
    expect(await mailsTo(member.user.email)).toHaveLength(1);
  });

  it('a copy of the owner’s folio asks its named accounts again: consent to the original is not consent to the copy', async () => {
    const owner = await person(db, 'Owner');
    const named = await person(db, 'Named');
    const folio = await form(owner);
    expect((await saveRoot(owner, folio.id, { submissionReceiversAccounts: [named.user.id], purchaseReceiversAccounts: [named.user.id] })).statusCode).toBe(200);
    expect((await answer(named, folio.id, 'accept')).statusCode).toBe(200);
    const copied = await call(app, owner, 'POST', `/api/folios/${folio.id}/copy`);
    expect(copied.statusCode).toBe(201);
    const copyId = (copied.json() as { id: string }).id;
    expect((await call(app, named, 'GET', `/api/receiving/${copyId}/submission`)).json()).toMatchObject({ status: 'pending' });
    expect((await call(app, named, 'GET', `/api/receiving/${copyId}/purchase`)).json()).toMatchObject({ status: 'pending' });
    expect((await call(app, named, 'GET', `/api/folios/${copyId}/submissions`)).statusCode).toBe(404);
    const bell = (await call(app, named, 'GET', '/api/notifications')).json() as { items: Array<{ kind: string; itemId: string }> };
    expect(bell.items.filter((n) => n.kind === 'receiver' && n.itemId === copyId)).toHaveLength(2);
  });

  it('sale mails go only to purchase receivers who accepted', async () => {
    const seller = await person(db, 'Seller');
    const named = await person(db, 'Told');
    const { folio, option } = await folioOnSale(app, db, seller, 'Freebie', { price: '0', licenseType: 'edit' });
    expect((await saveRoot(seller, folio.id, { purchaseReceiversAccounts: [named.user.id] })).statusCode).toBe(200);
    const sales = async () => (await mailsTo(named.user.email)).filter((m) => m.subject.startsWith('New sale')).length;
    await checkout(app, await person(db, 'First buyer'), [{ type: 'folio', licenseOptionId: option }]);
    expect(await sales()).toBe(0);
    expect((await mailsTo(seller.user.email)).filter((m) => m.subject.startsWith('New sale'))).toHaveLength(1);
    expect((await answer(named, folio.id, 'accept', 'purchase')).statusCode).toBe(200);
    await checkout(app, await person(db, 'Second buyer'), [{ type: 'folio', licenseOptionId: option }]);
    expect(await sales()).toBe(1);
  });
});

describe('“Email it to” mails confirmed addresses only', () => {
  const ask = (folioId: string, submissionId: string) =>
    app.inject({ method: 'POST', url: `/public/api/folios/${folioId}/submissions/submit-send-email`, headers: { host: SITES, 'x-session': SESSION }, payload: { submissionId } });

  it('sends nothing to an unconfirmed address; the owner asks for confirmation, the holder confirms, then it is mailed', async () => {
    const owner = await person(db, 'Owner');
    const address = `outside-${crypto.randomUUID()}@example.test`;
    const folio = await form(owner, address);
    const first = await ask(folio.id, await sent(folio.id));
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ sent: false });
    expect(await mailsTo(address)).toEqual([]);

    const status = () => call(app, owner, 'GET', `/api/folios/${folio.id}/mailAddresses?address=${encodeURIComponent(address)}`);
    expect((await status()).json()).toEqual({ address, status: 'unconfirmed' });
    expect((await call(app, owner, 'POST', `/api/folios/${folio.id}/mailAddresses`, { address: 'not an address' })).statusCode).toBe(400);
    const stranger = await person(db, 'Stranger');
    expect((await call(app, stranger, 'POST', `/api/folios/${folio.id}/mailAddresses`, { address })).statusCode).toBe(403);
    expect((await call(app, owner, 'POST', `/api/folios/${folio.id}/mailAddresses`, { address })).json()).toEqual({ address, status: 'waiting' });
    expect((await status()).json()).toEqual({ address, status: 'waiting' });
    const [confirmation] = await mailsTo(address);
    expect(confirmation!.text).not.toContain('Ada Lovelace');
    const token = decodeURIComponent(/token=([^\s]+)/.exec(confirmation!.text)![1]!);
    expect((await ask(folio.id, await sent(folio.id))).json()).toEqual({ sent: false });

    expect((await app.inject({ method: 'POST', url: '/api/mailAddresses/confirm', payload: { token: 'wrong' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/mailAddresses/confirm', payload: { token } })).json()).toEqual({ address });
    expect((await app.inject({ method: 'POST', url: '/api/mailAddresses/confirm', payload: { token } })).statusCode).toBe(400);
    expect((await status()).json()).toEqual({ address, status: 'confirmed' });
    expect((await ask(folio.id, await sent(folio.id))).json()).toEqual({ sent: true });
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Ada Lovelace');
  });

  it('mails the owner’s own address and an accepted receiver’s without asking, not a named receiver who did not accept', async () => {
    const owner = await person(db, 'Owner');
    const own = await form(owner, owner.user.email.toUpperCase());
    expect((await ask(own.id, await sent(own.id))).json()).toEqual({ sent: true });
    expect(await mailsTo(owner.user.email.toUpperCase())).toHaveLength(1);

    const receiver = await person(db, 'Receiver');
    const theirs = await form(owner, receiver.user.email);
    expect((await saveRoot(owner, theirs.id, { submissionReceiversAccounts: [receiver.user.id] })).statusCode).toBe(200);
    expect((await ask(theirs.id, await sent(theirs.id))).json()).toEqual({ sent: false });
    expect((await answer(receiver, theirs.id, 'accept')).statusCode).toBe(200);
    const before = (await mailsTo(receiver.user.email)).length;
    expect((await ask(theirs.id, await sent(theirs.id))).json()).toEqual({ sent: true });
    // the receiver's own submission mail and the button's
    expect((await mailsTo(receiver.user.email)).length).toBe(before + 2);
  });

  it('stops at the daily limit per form', async () => {
    const limited = await createTestApp({ SITES_ORIGIN: `http://${SITES}`, SUBMISSION_EMAIL_DAILY_LIMIT: '2' });
    const owner = await person(limited.db, 'Owner');
    const doc = formDoc(owner.user.id);
    const send = doc.nodes.send as unknown as { meta: { action: { click: Record<string, unknown> } } };
    send.meta.action.click = { ...send.meta.action.click, sendEmail: true, emailTo: '' };
    const folio = await publishedFolio(limited.app, limited.db, owner.token, doc);
    const once = async () => {
      const { id } = (await limited.app.inject({ method: 'POST', url: '/public/api/submissions', headers: { host: SITES, 'x-session': SESSION }, payload: { folioId: folio.id, buttonId: 'send', data: answers() } })).json() as { id: string };
      return limited.app.inject({ method: 'POST', url: `/public/api/folios/${folio.id}/submissions/submit-send-email`, headers: { host: SITES, 'x-session': SESSION }, payload: { submissionId: id } });
    };
    expect((await once()).statusCode).toBe(202);
    expect((await once()).statusCode).toBe(202);
    const third = await once();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/Your answers were received/);
    expect(await limited.db.select().from(mailMessages).where(eq(mailMessages.to, owner.user.email))).toHaveLength(2);
  });
});
