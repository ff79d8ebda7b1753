import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { mailAddressConfirmations, mailMessages, submissions, users } from '../../db/schema.ts';
import { SESSION, SITES, acceptedReceivers, answers, owner, publishedForm, setRoot, submit } from './testing.ts';

const t = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });
const { app, db } = t;

const countFor = async (folioId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(submissions).where(eq(submissions.folioId, folioId)))[0]!.n;

describe('POST /public/api/submissions', () => {
  it('stores a complete submission checked against the published form, for the submitter to read back by X-Session', async () => {
    const { folio } = await publishedForm(app, db);
    const res = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({ folioId: folio.id, buttonId: 'send', authorId: null, isFromWebsite: false, folioVersion: folio.version });
    expect(row!.data).toMatchObject(answers());
    expect(row!.searchText).toContain('ada lovelace');
    expect(row!.searchText).toContain('green');

    const mine = await app.inject({ method: 'GET', url: `/public/api/submissions/${id}`, headers: { host: SITES, 'x-session': SESSION } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id, data: answers() });
    const other = await app.inject({ method: 'GET', url: `/public/api/submissions/${id}`, headers: { host: SITES, 'x-session': 'someone-else-entirely-00' } });
    expect(other.statusCode).toBe(404);
    const none = await app.inject({ method: 'GET', url: `/public/api/submissions/${id}`, headers: { host: SITES } });
    expect(none.statusCode).toBe(404);
  });

  it.each([
    ['a required text left empty', { name: '   ' }, 'name'],
    ['an email that is no address', { email: 'ada at home' }, 'email'],
    ['a required number left at 0', { age: 0 }, 'age'],
    ['a number outside its range', { age: 9 }, 'age'],
    ['a required choice with nothing chosen', { colour: [] }, 'colour'],
    ['an option the question does not have', { colour: ['blue'] }, 'colour'],
    ['two options where one is taken', { colour: ['r', 'g'] }, 'colour'],
    ['a date that does not exist', { day: '2026-02-30' }, 'day'],
    ['a time that does not parse', { at: 'noon' }, 'at'],
    ['a link that is not http(s)', { site: 'javascript:alert(1)' }, 'site'],
    ['text where a number goes', { age: '3' }, 'age'],
    ['an oversize answer', { name: 'x'.repeat(10_001) }, 'name'],
    ['a widget the button does not send', { intruder: 'x' }, 'intruder'],
    ['a file that was never uploaded here', { name: 'A', site: '' }, null],
  ])('refuses %s with a 400 naming the widget, storing nothing', async (_name, over, widgetId) => {
    const { folio } = await publishedForm(app, db);
    const res = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers(over) });
    if (widgetId === null) {
      expect(res.statusCode).toBe(201);
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', widgetId });
    expect(await countFor(folio.id)).toBe(0);
  });

  it('refuses a button that is not a submit button, and forms that are unpublished or private to guests', async () => {
    const { folio } = await publishedForm(app, db);
    expect((await submit(app, { folioId: folio.id, buttonId: 'name', data: answers() })).statusCode).toBe(400);
    const draft = await publishedForm(app, db, { publish: false });
    expect((await submit(app, { folioId: draft.folio.id, buttonId: 'send', data: answers() })).statusCode).toBe(404);
    const hidden = await publishedForm(app, db, { isPublic: false });
    expect((await submit(app, { folioId: hidden.folio.id, buttonId: 'send', data: answers() })).statusCode).toBe(404);
    // Its owner may fill their own private form on the app origin.
    const own = await app.inject({
      method: 'POST',
      url: '/public/api/submissions',
      headers: bearer(hidden.access),
      payload: { folioId: hidden.folio.id, buttonId: 'send', data: answers() },
    });
    expect(own.statusCode).toBe(201);
    expect((await db.select().from(submissions).where(eq(submissions.folioId, hidden.folio.id)))[0]!.authorId).toBe(hidden.user.id);
    expect(await countFor(draft.folio.id)).toBe(0);
  });

  it('never honours an app token on the sites origin', async () => {
    const { folio } = await publishedForm(app, db);
    const { access } = await owner(db);
    const res = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() }, bearer(access));
    expect(res.statusCode).toBe(201);
    const [row] = await db.select().from(submissions).where(eq(submissions.id, (res.json() as { id: string }).id));
    expect(row!.authorId).toBeNull();
  });

  it('answers a filled honeypot as if all went well and stores nothing', async () => {
    const { folio } = await publishedForm(app, db);
    const res = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers(), website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(await countFor(folio.id)).toBe(0);
  });

  it('stops at the owner’s submission limit with a 403 that says so', async () => {
    const { folio } = await publishedForm(app, db);
    await setRoot(db, folio.id, { submissionLimit: 2 });
    expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() })).statusCode).toBe(201);
    expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() })).statusCode).toBe(201);
    const third = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() });
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toMatch(/no longer accepts/);
    expect(await countFor(folio.id)).toBe(2);
  });

  it('records the website only when that published website shows the folio', async () => {
    const { folio } = await publishedForm(app, db);
    const res = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers(), websiteId: crypto.randomUUID() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^websiteId/);
  });

  it('mails each active receiver in the same transaction: the answers, or only a link when the owner chose so', async () => {
    const receiver = await buildUser(db);
    const inactive = await buildUser(db, { isActive: false });
    const { folio } = await publishedForm(app, db);
    await acceptedReceivers(db, folio.id, [receiver.id, inactive.id]);
    expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() })).statusCode).toBe(201);
    const mails = await db.select().from(mailMessages).where(eq(mailMessages.to, receiver.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Survey');
    expect(mails[0]!.text).toContain('Your name: Ada Lovelace');
    expect(mails[0]!.text).toContain('Colour: Green');
    expect(mails[0]!.text).toContain(`/folios/${folio.id}/submissions`);
    expect(await db.select().from(mailMessages).where(eq(mailMessages.to, inactive.email))).toHaveLength(0);

    await setRoot(db, folio.id, { submissionReceiversMail: 'link' });
    // The form this server keeps in memory hears of the setting through the change feed.
    await app.changes.sync();
    await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() });
    const [, linkOnly] = await db.select().from(mailMessages).where(eq(mailMessages.to, receiver.email)).orderBy(mailMessages.createdAt);
    expect(linkOnly!.text).not.toContain('Ada Lovelace');
    expect(linkOnly!.text).toContain(`/folios/${folio.id}/submissions`);

    // A refused submission mails no one.
    await submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ age: 0 }) });
    expect(await db.select().from(mailMessages).where(eq(mailMessages.to, receiver.email))).toHaveLength(2);
  });
});

describe('reading, editing and deleting submissions', () => {
  async function withSubmissions(n = 3) {
    const form = await publishedForm(app, db);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await submit(app, { folioId: form.folio.id, buttonId: 'send', data: answers({ name: `Person ${i}`, age: (i % 5) + 1, colour: [i % 2 ? 'r' : 'g'] }) });
      ids.push((res.json() as { id: string }).id);
    }
    return { ...form, ids };
  }
  const list = (folioId: string, token: string | null, query = '') =>
    app.inject({ method: 'GET', url: `/api/folios/${folioId}/submissions${query}`, headers: token ? bearer(token) : {} });

  it('lists a folio’s submissions for its owner with stable columns, filter, sort, search, group and paging', async () => {
    const { folio, access } = await withSubmissions(5);
    const all = await list(folio.id, access);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(5);
    expect(body.columns.map((c: { label: string }) => c.label)).toEqual(['Your name', 'Email', 'Age', 'Colour', 'Day', 'Time', 'Your website']);
    expect(body.items[0].data.name).toBe('Person 4');

    const red = (await list(folio.id, access, `?filter=${encodeURIComponent('{"colour":"r"}')}`)).json();
    expect(red.total).toBe(2);
    const byAge = (await list(folio.id, access, '?sort=-age&first=2')).json();
    expect(byAge.items.map((i: { data: { age: number } }) => i.data.age)).toEqual([5, 4]);
    const paged = (await list(folio.id, access, '?sort=createdAt&first=2&after=2')).json();
    expect(paged.items.map((i: { data: { name: string } }) => i.data.name)).toEqual(['Person 2', 'Person 3']);
    const found = (await list(folio.id, access, '?search=PERSON%203')).json();
    expect(found.total).toBe(1);
    const grouped = (await list(folio.id, access, '?group=colour')).json();
    expect(grouped.groups).toEqual(expect.arrayContaining([{ value: 'g', count: 3 }, { value: 'r', count: 2 }]));
    expect((await list(folio.id, access, '?filter=nope')).statusCode).toBe(400);
    expect((await list(folio.id, access, '?sort=bad%20key')).statusCode).toBe(400);
  });

  it('lets receivers read but not change; others, receivers of another folio and guests see nothing', async () => {
    const { folio, ids } = await withSubmissions(1);
    const receiver = await buildUser(db);
    const receiverToken = await tokenFor(db, receiver.id);
    const stranger = await tokenFor(db, (await buildUser(db)).id);
    const elsewhere = await publishedForm(app, db);
    const otherReceiver = await buildUser(db);
    await acceptedReceivers(db, elsewhere.folio.id, [otherReceiver.id]);
    const otherReceiverToken = await tokenFor(db, otherReceiver.id);
    await acceptedReceivers(db, folio.id, [receiver.id]);
    await setRoot(db, folio.id, { editableSubmission: true });

    expect((await list(folio.id, receiverToken)).json().total).toBe(1);
    const one = await app.inject({ method: 'GET', url: `/public/api/submissions/${ids[0]}`, headers: bearer(receiverToken) });
    expect(one.statusCode).toBe(200);
    for (const token of [stranger, otherReceiverToken]) {
      expect((await list(folio.id, token)).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/public/api/submissions/${ids[0]}`, headers: bearer(token) })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: `/api/submissions/${ids[0]}`, headers: bearer(token) })).statusCode).toBe(404);
    }
    expect((await list(folio.id, null)).statusCode).toBe(401);
    const edit = await app.inject({ method: 'PATCH', url: `/api/submissions/${ids[0]}`, headers: bearer(receiverToken), payload: { data: answers() } });
    expect(edit.statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/submissions/${ids[0]}`, headers: bearer(receiverToken) })).statusCode).toBe(403);
    expect(await countFor(folio.id)).toBe(1);
  });

  it('edits only when the folio allows it, checks the answers again and records who and when', async () => {
    const { folio, access, user, ids } = await withSubmissions(1);
    const patch = (data: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/submissions/${ids[0]}`, headers: bearer(access), payload: { data } });
    const refused = await patch(answers({ name: 'Changed' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/cannot be edited/);
    await setRoot(db, folio.id, { editableSubmission: true });
    const bad = await patch(answers({ age: 0 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().widgetId).toBe('age');
    const ok = await patch(answers({ name: 'Changed' }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ editedBy: user.id, data: { name: 'Changed' } });
    expect(ok.json().editedAt).toBeTruthy();
    const [row] = await db.select().from(submissions).where(eq(submissions.id, ids[0]!));
    expect(row!.searchText).toContain('changed');
  });

  it('deletes for the owner only', async () => {
    const { folio, access, ids } = await withSubmissions(2);
    expect((await app.inject({ method: 'DELETE', url: `/api/submissions/${ids[0]}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/submissions/${ids[0]}`, headers: bearer(access) })).statusCode).toBe(204);
    expect(await countFor(folio.id)).toBe(1);
  });

  it('shows a signed-in submitter their own submissions (mySubmissions) and nothing of others’', async () => {
    const { folio } = await publishedForm(app, db);
    const visitor = await buildUser(db);
    const visitorToken = await tokenFor(db, visitor.id);
    const sent = await app.inject({ method: 'POST', url: '/public/api/submissions', headers: bearer(visitorToken), payload: { folioId: folio.id, buttonId: 'send', data: answers() } });
    expect(sent.statusCode).toBe(201);
    await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() });
    const mine = (await list(folio.id, visitorToken, '?mySubmissions=true')).json();
    expect(mine.total).toBe(1);
    expect(mine.items[0].authorId).toBe(visitor.id);
    expect(mine.columns).toEqual([]);
    expect((await list(folio.id, visitorToken)).statusCode).toBe(404);
  });

  it('keeps the column of a widget removed from the form, marked removed', async () => {
    const { folio, access } = await withSubmissions(1);
    const current = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}?forEditing=true`, headers: bearer(access) });
    const doc = current.json() as { version: number; nodes: Record<string, { meta?: { action?: { click?: { widgetIds?: string[] } } } }> };
    const button = doc.nodes.send!;
    const widgetIds = button.meta!.action!.click!.widgetIds!.filter((id) => id !== 'site');
    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/folios/${folio.id}`,
      headers: bearer(access),
      payload: { baseVersion: doc.version, log: [{ action: 'edit', path: 'nodes.send' }], nodes: { send: { ...button, meta: { ...button.meta, action: { click: { ...button.meta!.action!.click, widgetIds } } } } } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(access) })).statusCode).toBe(200);
    const columns = (await list(folio.id, access)).json().columns as Array<{ widgetId: string; removed: boolean }>;
    expect(columns.find((c) => c.widgetId === 'site')).toMatchObject({ removed: true });
    expect(columns.find((c) => c.widgetId === 'name')).toMatchObject({ removed: false });
  });
});

describe('POST /public/api/folios/{id}/submissions/submit-send-email', () => {
  it('mails the submission once to the button’s address, asked by its own sender only', async () => {
    const { user, access } = await owner(db);
    const { formDoc } = await import('./testing.ts');
    const doc = formDoc(user.id);
    const send = doc.nodes.send as unknown as { meta: { action: { click: Record<string, unknown> } } };
    send.meta.action.click = { ...send.meta.action.click, sendEmail: true, emailTo: 'forms@example.test' };
    const { publishedFolio } = await import('../sites/testing.ts');
    const folio = await publishedFolio(app, db, access, doc);
    // The address's holder confirmed it (receivers.test.ts covers the link and the unconfirmed case).
    await db.insert(mailAddressConfirmations).values({ ownerId: user.id, address: 'forms@example.test', verifiedAt: new Date() });
    const { id } = (await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() })).json() as { id: string };
    const ask = (session: string) =>
      app.inject({ method: 'POST', url: `/public/api/folios/${folio.id}/submissions/submit-send-email`, headers: { host: SITES, 'x-session': session }, payload: { submissionId: id } });
    expect((await ask('not-the-sender-session-01')).statusCode).toBe(404);
    expect((await ask(SESSION)).statusCode).toBe(202);
    const mails = await db.select().from(mailMessages).where(eq(mailMessages.to, 'forms@example.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Ada Lovelace');
    expect((await ask(SESSION)).statusCode).toBe(429);
  });

  it('refuses when the button does not send mail', async () => {
    const { folio } = await publishedForm(app, db);
    const { id } = (await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() })).json() as { id: string };
    const res = await app.inject({ method: 'POST', url: `/public/api/folios/${folio.id}/submissions/submit-send-email`, headers: { host: SITES, 'x-session': SESSION }, payload: { submissionId: id } });
    expect(res.statusCode).toBe(400);
  });
});

describe('limits per address', () => {
  it('answers 429 with a message past the per-address limit', async () => {
    const limited = await createTestApp({ SITES_ORIGIN: `http://${SITES}`, SUBMISSION_RATE_LIMIT: '2' });
    const { folio } = await publishedForm(limited.app, limited.db);
    const body = { folioId: folio.id, buttonId: 'send', data: answers() };
    expect((await submit(limited.app, body)).statusCode).toBe(201);
    expect((await submit(limited.app, body)).statusCode).toBe(201);
    const third = await submit(limited.app, body);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/Too many attempts/);
    expect(third.headers['retry-after']).toBeTruthy();
  });
});

describe('receiver mail over SMTP', () => {
  it('reaches a real SMTP peer', async () => {
    const { startPeer } = await import('../../../test/smtpPeer.ts');
    const peer = await startPeer();
    const smtp = await createTestApp({ SITES_ORIGIN: `http://${SITES}`, SMTP_URL: peer.url });
    const receiver = await buildUser(smtp.db);
    const { folio } = await publishedForm(smtp.app, smtp.db);
    await acceptedReceivers(smtp.db, folio.id, [receiver.id]);
    const arriving = peer.next();
    expect((await submit(smtp.app, { folioId: folio.id, buttonId: 'send', data: answers() })).statusCode).toBe(201);
    const got = await arriving;
    expect(got.to).toEqual([receiver.email]);
    expect(got.raw).toContain('Ada Lovelace');
    const [u] = await smtp.db.select().from(users).where(eq(users.id, receiver.id));
    expect(u!.email).toBe(receiver.email);
  });
});

describe('GET /api/submissions/mine', () => {
  it('lists the caller’s own submissions across forms with readable answers, and nobody else’s', async () => {
    const one = await publishedForm(app, db);
    const two = await publishedForm(app, db);
    const visitor = await buildUser(db);
    const token = await tokenFor(db, visitor.id);
    for (const folioId of [one.folio.id, two.folio.id]) {
      const res = await app.inject({ method: 'POST', url: '/public/api/submissions', headers: bearer(token), payload: { folioId, buttonId: 'send', data: answers() } });
      expect(res.statusCode).toBe(201);
    }
    await submit(app, { folioId: one.folio.id, buttonId: 'send', data: answers({ name: 'A guest' }) });
    const mine = await app.inject({ method: 'GET', url: '/api/submissions/mine', headers: bearer(token) });
    expect(mine.statusCode).toBe(200);
    const body = mine.json();
    expect(body.total).toBe(2);
    expect(body.items.map((i: { folioId: string }) => i.folioId).sort()).toEqual([one.folio.id, two.folio.id].sort());
    expect(body.items[0].folioName).toBe('Survey');
    expect(body.items[0].answers).toContainEqual({ label: 'Colour', text: 'Green' });
    const other = await tokenFor(db, (await buildUser(db)).id);
    expect((await app.inject({ method: 'GET', url: '/api/submissions/mine', headers: bearer(other) })).json().total).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/submissions/mine' })).statusCode).toBe(401);
  });
});

describe('GET /api/submissions/received', () => {
  it('lists the other people’s forms the caller receives, with their counts, and nothing else', async () => {
    const receiver = await buildUser(db);
    const token = await tokenFor(db, receiver.id);
    const theirs = await publishedForm(app, db);
    const unrelated = await publishedForm(app, db);
    await acceptedReceivers(db, theirs.folio.id, [receiver.id]);
    await submit(app, { folioId: theirs.folio.id, buttonId: 'send', data: answers() });
    await submit(app, { folioId: unrelated.folio.id, buttonId: 'send', data: answers() });
    const res = await app.inject({ method: 'GET', url: '/api/submissions/received', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: theirs.folio.id, name: 'Survey', authorName: theirs.user.displayName, total: 1 }]);
    expect((await app.inject({ method: 'GET', url: '/api/submissions/received' })).statusCode).toBe(401);
  });
});

describe('the monthly submissions of the form owner’s account type (issue 15)', () => {
  it('refuses a visitor’s submission with a 403 naming the limit once the owner’s Free month is full; a Business owner has none', async () => {
    const { folio, user } = await publishedForm(app, db);
    await db.execute(sql`insert into submissions (folio_id, button_id, folio_version, data) select ${folio.id}, 'send', 1, '{}'::jsonb from generate_series(1, 1000)`);
    const refused = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This form's owner has received this month's 1,000 submissions, the limit of a Free account; try again next month.");
    await db.update(users).set({ accountTypeId: 3 }).where(eq(users.id, user.id));
    await app.changes.sync();
    expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() })).statusCode).toBe(201);
  });
});
