/** Mails asking for consent: an account invited to receive a folio's submissions or sales, an address a form button names. */
import type { MailMessage } from './service.ts';
import { escapeHtml } from './templates.ts';

const WHAT = {
  submission: 'its form submissions (you can read them all and get an email for each new one)',
  purchase: 'an email for each sale of it',
} as const;

/** To an account the owner named a receiver: it receives nothing until it accepts. */
export function receiverInvitationMail(m: {
  to: string;
  displayName: string;
  ownerName: string;
  folioName: string;
  kind: 'submission' | 'purchase';
  acceptLink: string;
  declineLink: string;
}): MailMessage {
  const intro = `${m.ownerName} asks you to receive ${WHAT[m.kind]} for the folio “${m.folioName}” on Folio.`;
  const outro = 'Nothing reaches you unless you accept. You can stop receiving at any time from the dashboard.';
  const text = [`Hello ${m.displayName},`, '', intro, '', `Accept: ${m.acceptLink}`, `Decline: ${m.declineLink}`, '', outro, '', '— Folio'].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(m.displayName)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(m.acceptLink)}">Accept</a> &nbsp; <a href="${escapeHtml(m.declineLink)}">Decline</a></p>
<p>${escapeHtml(outro)}</p>
<p>— Folio</p>
</body></html>`;
  return { to: m.to, subject: `${m.ownerName} asks you to receive “${m.folioName}”`, text, html };
}

/** To an address a form's "Email it to" names: no submission is mailed there until this link is followed. */
export function addressConfirmationMail(m: { to: string; ownerName: string; link: string }): MailMessage {
  const intro = `${m.ownerName} wants a form on Folio to email its submissions to this address (${m.to}).`;
  const outro = 'If you do not want these emails, ignore this mail: nothing is sent to this address until you confirm.';
  const text = [intro, '', `Confirm: ${m.link}`, '', outro, '', '— Folio'].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(m.link)}">Confirm this address</a></p>
<p>${escapeHtml(outro)}</p>
<p>— Folio</p>
</body></html>`;
  return { to: m.to, subject: 'Confirm that this address may receive a form’s submissions', text, html };
}
