import type { MailMessage } from './service.ts';

export const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

interface LinkMail {
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}

function linkMail(m: LinkMail): MailMessage {
  const text = [m.greeting, '', m.intro, '', `${m.action}: ${m.link}`, '', m.outro, '', '— Folio'].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(m.greeting)}</p>
<p>${escapeHtml(m.intro)}</p>
<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.action)}</a></p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(m.link)}</p>
<p>${escapeHtml(m.outro)}</p>
<p>— Folio</p>
</body></html>`;
  return { to: m.to, subject: m.subject, text, html };
}

/** The mail sent after sign-up and on request, whose link confirms the address. */
export function verificationMail(to: string, displayName: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: 'Confirm your email address for Folio',
    greeting: `Hello ${displayName},`,
    intro: 'Please confirm that this is your email address so you can sign in to Folio. The link works for 7 days.',
    action: 'Confirm my email address',
    link,
    outro: 'If you did not create a Folio account, you can ignore this mail.',
  });
}

/** A copy of their answers to the visitor who sent a form (issue 31, the owner's confirmationMail). */
export function answersCopyMail(to: string, formName: string, answers: Array<{ label: string; text: string }>): MailMessage {
  const intro = `Thank you for answering “${formName}”. Here is a copy of what you sent.`;
  const outro = 'You receive this because you gave this address in the form. Nothing else will be sent to it by Folio.';
  const text = [intro, '', ...answers.map((a) => `${a.label}: ${a.text || '—'}`), '', outro, '', '— Folio'].join('\n');
  const rows = answers
    .map((a) => `<tr><th align="left" style="border-bottom: 1px solid #ddd">${escapeHtml(a.label)}</th><td style="border-bottom: 1px solid #ddd">${escapeHtml(a.text || '—')}</td></tr>`)
    .join('');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(intro)}</p>
<table cellpadding="6" style="border-collapse: collapse">${rows}</table>
<p style="color: #666">${escapeHtml(outro)}</p>
<p>— Folio</p>
</body></html>`;
  return { to, subject: `Your answers to “${formName}”`, text, html };
}

/** The mail with the link that reopens a half-filled form (issue 31, "Continue later"). */
export function resumeMail(to: string, formName: string, link: string, days: number): MailMessage {
  return linkMail({
    to,
    subject: `Continue “${formName}”`,
    greeting: 'Hello,',
    intro: `You asked to continue the form “${formName}” later. Your answers are kept for ${days} day${days === 1 ? '' : 's'}: the link opens the form with them.`,
    action: 'Continue the form',
    link,
    outro: 'If you did not ask for this, you can ignore this mail; the answers are deleted when the link expires.',
  });
}

/** The mail whose link lets the user choose a new password. */
export function passwordResetMail(to: string, displayName: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: 'Reset your Folio password',
    greeting: `Hello ${displayName},`,
    intro: 'Someone asked to reset the password of your Folio account. The link works once, for 1 hour.',
    action: 'Choose a new password',
    link,
    outro: 'If this was not you, ignore this mail; your password stays as it is.',
  });
}

export interface SubmissionMailContent {
  to: string;
  folioName: string;
  /** the answers as people read them, in form order; omitted when the owner chose a link only */
  answers?: Array<{ label: string; text: string }>;
  link: string;
  /** why this address gets the mail */
  reason: string;
}

/** A form's submission: to its receivers (answers or only a link, as the owner chose) or the address a button names. */
export function submissionMail(m: SubmissionMailContent): MailMessage {
  const subject = `New submission to “${m.folioName}”`;
  const rows = m.answers ?? [];
  const text = [
    `A new submission arrived for ${m.folioName}.`,
    '',
    ...rows.map((a) => `${a.label}: ${a.text || '—'}`),
    ...(rows.length ? [''] : []),
    `See all submissions: ${m.link}`,
    '',
    m.reason,
    '',
    '— Folio',
  ].join('\n');
  const table = rows.length
    ? `<table cellpadding="6" style="border-collapse: collapse">${rows
        .map((a) => `<tr><th align="left" style="border-bottom: 1px solid #ddd">${escapeHtml(a.label)}</th><td style="border-bottom: 1px solid #ddd">${escapeHtml(a.text || '—')}</td></tr>`)
        .join('')}</table>`
    : '';
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>A new submission arrived for <strong>${escapeHtml(m.folioName)}</strong>.</p>
${table}
<p><a href="${escapeHtml(m.link)}">See all submissions</a></p>
<p style="color: #666">${escapeHtml(m.reason)}</p>
<p>— Folio</p>
</body></html>`;
  return { to: m.to, subject, text, html };
}

/** The mail telling an account that something was shared with them (sent through the outbox with the share). */
export function shareMail(m: { to: string; displayName: string; sharerName: string; itemKind: string; itemName: string; rights: string; link: string }): MailMessage {
  return linkMail({
    to: m.to,
    subject: `${m.sharerName} shared “${m.itemName}” with you`,
    greeting: `Hello ${m.displayName},`,
    intro: `${m.sharerName} shared the ${m.itemKind} “${m.itemName}” with you on Folio. You ${m.rights}.`,
    action: `Open the ${m.itemKind}`,
    link: m.link,
    outro: 'You receive this because someone shared an item with your Folio account.',
  });
}

export interface ReceiptLine {
  name: string;
  licence: string;
  amount: string;
}

function linesText(lines: ReceiptLine[], total: string): string[] {
  return [...lines.map((l) => `- ${l.name} (${l.licence}): ${l.amount}`), `Total: ${total}`];
}

function linesHtml(lines: ReceiptLine[], total: string): string {
  const rows = lines.map((l) => `<tr><td>${escapeHtml(l.name)} <small>(${escapeHtml(l.licence)})</small></td><td align="right">${escapeHtml(l.amount)}</td></tr>`).join('');
  return `<table cellpadding="4">${rows}<tr><td><b>Total</b></td><td align="right"><b>${escapeHtml(total)}</b></td></tr></table>`;
}

/** The buyer's receipt, sent once when an order is paid. */
export function receiptMail(m: { to: string; displayName: string; orderId: string; lines: ReceiptLine[]; total: string; link: string; testMode: boolean }): MailMessage {
  const note = m.testMode ? 'This was a test-mode payment: no money was charged.' : 'The charge appears on your statement as a payment to this Folio installation.';
  const text = [`Hello ${m.displayName},`, '', 'Thank you for your purchase. You bought:', '', ...linesText(m.lines, m.total), '', `Order ${m.orderId}. ${note}`, '', `Open what you bought: ${m.link}`, '', '— Folio'].join('\n');
  const html = `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(m.displayName)},</p><p>Thank you for your purchase. You bought:</p>${linesHtml(m.lines, m.total)}
<p>Order ${escapeHtml(m.orderId)}. ${escapeHtml(note)}</p><p><a href="${escapeHtml(m.link)}">Open what you bought</a></p><p>— Folio</p></body></html>`;
  return { to: m.to, subject: `Your Folio receipt: ${m.total}`, text, html };
}

/**
 * A guest's receipt (issue 25): no account yet, so the link claims the purchase into an account made or signed in
 * with this address; it works once, until `expires` (a date as people read it).
 */
export function guestReceiptMail(m: { to: string; orderId: string; lines: ReceiptLine[]; total: string; link: string; expires: string; testMode: boolean }): MailMessage {
  const note = m.testMode ? 'This was a test-mode payment: no money was charged.' : 'The charge appears on your statement as a payment to this Folio installation.';
  const how = `To get what you bought, open this link and sign in — or create a free account — with this address (${m.to}). The link works once, until ${m.expires}.`;
  const text = ['Hello,', '', 'Thank you for your purchase. You bought:', '', ...linesText(m.lines, m.total), '', `Order ${m.orderId}. ${note}`, '', how, '', `Get what you bought: ${m.link}`, '', '— Folio'].join('\n');
  const html = `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello,</p><p>Thank you for your purchase. You bought:</p>${linesHtml(m.lines, m.total)}
<p>Order ${escapeHtml(m.orderId)}. ${escapeHtml(note)}</p><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(m.link)}">Get what you bought</a></p><p>— Folio</p></body></html>`;
  return { to: m.to, subject: `Your Folio receipt: ${m.total}`, text, html };
}

/** The seller and the folio's purchase receivers are told of a sale. */
export function saleMail(m: { to: string; displayName: string; buyerName: string; lines: ReceiptLine[]; total: string; link: string }): MailMessage {
  const text = [`Hello ${m.displayName},`, '', `${m.buyerName} bought:`, '', ...linesText(m.lines, m.total), '', `See your sales: ${m.link}`, '', '— Folio'].join('\n');
  const html = `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(m.displayName)},</p><p>${escapeHtml(m.buyerName)} bought:</p>${linesHtml(m.lines, m.total)}
<p><a href="${escapeHtml(m.link)}">See your sales</a></p><p>— Folio</p></body></html>`;
  return { to: m.to, subject: `New sale: ${m.lines.map((l) => l.name).join(', ')}`.slice(0, 200), text, html };
}

/**
 * The buyer is told their order was refunded, and what went with it (a bought copy is deleted). A guest who has not
 * claimed the order (displayName null, no account) learns that its claim link no longer works.
 */
export function refundMail(m: { to: string; displayName: string | null; lines: ReceiptLine[]; total: string; removed: string[]; link: string | null }): MailMessage {
  const gone = m.link === null
    ? 'The link in your receipt no longer works: there is nothing left to add to an account.'
    : m.removed.length
      ? `What the purchase gave you has been taken back: ${m.removed.join(', ')} ${m.removed.length === 1 ? 'is' : 'are'} no longer in your account.`
      : 'What the purchase gave you has been taken back.';
  const hello = m.displayName === null ? 'Hello,' : `Hello ${m.displayName},`;
  const text = [hello, '', 'The seller refunded your order:', '', ...linesText(m.lines, m.total), '', gone, '', ...(m.link ? [`Your purchases: ${m.link}`, ''] : []), '— Folio'].join('\n');
  const html = `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(hello)}</p><p>The seller refunded your order:</p>${linesHtml(m.lines, m.total)}
<p>${escapeHtml(gone)}</p>${m.link ? `<p><a href="${escapeHtml(m.link)}">Your purchases</a></p>` : ''}<p>— Folio</p></body></html>`;
  return { to: m.to, subject: `Refunded: ${m.lines.map((l) => l.name).join(', ')}`.slice(0, 200), text, html };
}

/** An administrator made an account for someone: the link sets their password (a reset token). */
export function invitationMail(to: string, displayName: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: 'You have a Folio account',
    greeting: `Hello ${displayName},`,
    intro: 'An administrator made a Folio account for you. Choose your password to start.',
    action: 'Choose your password',
    link,
    outro: 'If you did not expect this, ignore this mail: nobody can sign in until a password is chosen.',
  });
}

/** The old address is told that the account's email was changed by an administrator. */
export function emailChangedMail(to: string, displayName: string, newEmail: string): MailMessage {
  const text = [`Hello ${displayName},`, '', `An administrator changed the email of your Folio account to ${newEmail}.`, 'If this is wrong, contact your Folio administrator.', '', '— Folio'].join('\n');
  const html = `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5"><p>Hello ${escapeHtml(displayName)},</p>
<p>An administrator changed the email of your Folio account to ${escapeHtml(newEmail)}.</p><p>If this is wrong, contact your Folio administrator.</p><p>— Folio</p></body></html>`;
  return { to, subject: 'The email of your Folio account was changed', text, html };
}

export interface WeeklyAnalyticsContent {
  to: string;
  displayName: string;
  /** first and last day (UTC) */
  range: { start: string; end: string };
  views: number;
  visitors: number;
  previous: { views: number; visitors: number };
  top: Array<{ name: string; views: number; visitors: number }>;
  link: string;
}

const changeWords = (now: number, before: number) => (before === 0 ? '' : ` (${now >= before ? '+' : ''}${Math.round(((now - before) / before) * 100)} % on the week before)`);

/** The weekly analytics summary an owner opted in to (issue 26). */
export function weeklyAnalyticsMail(m: WeeklyAnalyticsContent): MailMessage {
  const n = (v: number) => v.toLocaleString('en');
  const figures = [
    `Visitors: ${n(m.visitors)}${changeWords(m.visitors, m.previous.visitors)}`,
    `Page views: ${n(m.views)}${changeWords(m.views, m.previous.views)}`,
  ];
  const count = (v: number, one: string, many: string) => `${n(v)} ${v === 1 ? one : many}`;
  const top = m.top.map((t) => `${t.name || 'Untitled'}: ${count(t.visitors, 'visitor', 'visitors')}, ${count(t.views, 'page view', 'page views')}`);
  const text = [
    `Hello ${m.displayName},`,
    '',
    `Your published folios and websites from ${m.range.start} to ${m.range.end} (UTC):`,
    '',
    ...figures,
    '',
    ...(top.length ? ['Most viewed:', ...top.map((t) => `- ${t}`)] : ['Nobody visited them this week.']),
    '',
    'A visitor is counted once a day, however many of your pages they open.',
    '',
    `See your analytics: ${m.link}`,
    '',
    'You get this mail because you asked for it on the analytics screen; switch it off there.',
    '',
    '— Folio',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(m.displayName)},</p>
<p>Your published folios and websites from ${escapeHtml(m.range.start)} to ${escapeHtml(m.range.end)} (UTC):</p>
<ul>${figures.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>
${top.length ? `<p>Most viewed:</p><ul>${top.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>` : '<p>Nobody visited them this week.</p>'}
<p>A visitor is counted once a day, however many of your pages they open.</p>
<p><a href="${escapeHtml(m.link)}">See your analytics</a></p>
<p>You get this mail because you asked for it on the analytics screen; switch it off there.</p><p>— Folio</p></body></html>`;
  return { to: m.to, subject: `Your week on Folio: ${count(m.visitors, 'visitor', 'visitors')}, ${count(m.views, 'page view', 'page views')}`, text, html };
}
