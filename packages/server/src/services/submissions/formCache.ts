/**
 * The forms this server receives submissions for, kept in memory (issue 28): a busy form's owner, settings,
 * receivers, published stamp and owner's account type are read once, not per submission. An entry is dropped when the
 * change feed names its folio (f:<id>: visibility, deletion, author, publication; form:<id>: its form settings, its
 * receivers' answers) or its owner (u:<id>: the account type, licences, the owner's account groups), and lives VISITOR_CACHE_SECONDS at most (a licence that starts
 * or ends with the date).
 */
import type { Executor } from '../../db/client.ts';
import type { VisitorCache } from '../cluster/visitorCache.ts';
import { findFormFolio, type FormFolio } from './publishedForm.ts';

export type FormLoader = (folioId: string) => Promise<FormFolio | null>;

export function cachedForms(db: Executor, cache: VisitorCache<FormFolio>): FormLoader {
  return (folioId) =>
    cache.get(folioId, async () => {
      const folio = await findFormFolio(db, folioId);
      return folio ? { value: folio, tags: [`f:${folio.id}`, `form:${folio.id}`, `u:${folio.authorId}`] } : null;
    });
}
