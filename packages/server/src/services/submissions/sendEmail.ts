/**
 * `submit-send-email`: after a submission, a button with `sendEmail` mails it to the address the button names (its
 * `emailTo`, else the folio author's). Only the submission's own sender may ask (X-Session or signed-in author),
 * once per submission. Only to an address the owner confirmed (mailAddresses.ts), and at most
 * SUBMISSION_EMAIL_DAILY_LIMIT mails per form and day: an unconfirmed address gets nothing ({ sent: false }).
 */
import { EMAIL_PATTERN, isSubmitButton } from '@folio/model';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { HttpError, badRequest, notFound } from '../../errors.ts';
import type { MailService } from '../../mail/service.ts';
import { submissionMail } from '../../mail/templates.ts';
import { enforceRateLimit, hitRateLimit } from '../auth/rateLimit.ts';
import { hashToken } from '../../auth/tokens.ts';
import { SUBMISSION_NOT_FOUND, type SubmissionReader } from './access.ts';
import { findSubmissionRow } from './read.ts';
import { findFormFolio, publishedNodes } from './publishedForm.ts';
import { mayMail } from './mailAddresses.ts';
import { readableAnswers, submissionsLink } from './receiverMail.ts';

export const DAILY_MAIL_LIMIT_REACHED = 'Your answers were received, but this form has sent all the emails it may send today.';
const dailyLimitReached = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too Many Requests', DAILY_MAIL_LIMIT_REACHED, { 'retry-after': String(retryAfterSeconds) });

export async function sendSubmissionEmail(
  deps: { db: Db; mail: MailService; config: Config },
  reader: SubmissionReader & { address: string },
  folioId: string,
  submissionId: string,
): Promise<{ sent: boolean }> {
  const { db, config } = deps;
  await enforceRateLimit(db, [`submission-mail:${reader.address}`], config.SUBMISSION_RATE_LIMIT, config.SUBMISSION_RATE_LIMIT_WINDOW_SECONDS);
  const row = await findSubmissionRow(db, submissionId);
  const own =
    row !== null &&
    row.folio_id === folioId &&
    ((reader.sessionToken !== null && row.session_token_hash !== null && hashToken(reader.sessionToken).equals(row.session_token_hash)) ||
      (reader.user !== null && row.author_id === reader.user.userId));
  if (!row || !own) throw notFound(SUBMISSION_NOT_FOUND);
  const folio = await findFormFolio(db, folioId);
  if (!folio) throw notFound(SUBMISSION_NOT_FOUND);
  const { nodes } = await publishedNodes(db, folio);
  const button = nodes[row.button_id];
  if (!button || !isSubmitButton(button) || !button.meta.action.click.sendEmail) {
    throw badRequest('This form’s button does not send its submissions by email.');
  }
  // Once per submission: a second ask is refused rather than mailing the same answers again.
  await enforceRateLimit(db, [`submission-mailed:${row.id}`], 1, 7 * 24 * 3600);
  let to = button.meta.action.click.emailTo?.trim();
  if (to && !EMAIL_PATTERN.test(to)) to = undefined;
  if (!to) {
    const [author] = await db.select({ email: users.email }).from(users).where(eq(users.id, folio.authorId));
    to = author?.email;
  }
  if (!to) throw notFound(SUBMISSION_NOT_FOUND);
  if (!(await mayMail(db, folio, to))) return { sent: false };
  const daily = await hitRateLimit(db, [`submission-mail-form:${folio.id}`], config.SUBMISSION_EMAIL_DAILY_LIMIT, 24 * 3600);
  if (!daily.allowed) throw dailyLimitReached(daily.retryAfterSeconds);
  await deps.mail.enqueue(
    db,
    submissionMail({
      to,
      folioName: folio.name,
      answers: readableAnswers(nodes, row.data),
      link: submissionsLink(config, folio.id),
      reason: 'You receive this because a form’s button sends its submissions to this address.',
    }),
  );
  deps.mail.flush();
  return { sent: true };
}
