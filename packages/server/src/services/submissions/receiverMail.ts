/** The mails a submission causes: one to each receiver account, and the one a submit button sends on request. */
import { answerText, formFields, labelOf, type NodeMap } from '@folio/model';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { submissionMail } from '../../mail/templates.ts';
import type { MailService } from '../../mail/service.ts';
import type { Config } from '../../config.ts';
import type { FormFolio } from './publishedForm.ts';

export interface SubmissionForMail {
  folio: Pick<FormFolio, 'id' | 'name' | 'receiverIds' | 'receiverMail'>;
  nodes: NodeMap;
  submissionId: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** The answers in the order the form asks them, as people read them. */
export function readableAnswers(nodes: NodeMap, data: Record<string, unknown>): Array<{ label: string; text: string }> {
  // Stored JSON does not keep key order: the form's own order first, then answers to widgets no longer in it.
  const order = formFields(nodes).map((f) => f.widgetId).filter((id) => id in data);
  const ids = [...order, ...Object.keys(data).filter((id) => !order.includes(id))];
  return ids.map((id) => ({ label: nodes[id] ? labelOf(nodes[id]) : id, text: answerText(nodes[id], data[id]) }));
}

export const submissionsLink = (config: Config, folioId: string) => `${config.APP_ORIGIN}/folios/${folioId}/submissions`;

/** Enqueues one mail per active receiver account, in the caller's transaction (it exists exactly when the submission does). */
export async function enqueueReceiverMails(db: Executor, deps: { mail: MailService; config: Config }, s: SubmissionForMail): Promise<void> {
  const receivers = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.id, s.folio.receiverIds), eq(users.isActive, true)));
  const answers = s.folio.receiverMail === 'answers' ? readableAnswers(s.nodes, s.data) : undefined;
  for (const { email } of receivers) {
    await deps.mail.enqueue(
      db,
      submissionMail({
        to: email,
        folioName: s.folio.name,
        ...(answers ? { answers } : {}),
        link: submissionsLink(deps.config, s.folio.id),
        reason: 'You receive this because the folio’s owner named you a receiver of its submissions.',
      }),
    );
  }
}
