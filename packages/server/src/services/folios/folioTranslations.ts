/**
 * A folio's translations on their way in (issue 32): their shape and sizes checked by the model
 * (translationsProblem), their rich texts sanitized on the sanitizer threads like the originals' (a PATCH), or
 * required to be as clean as the sanitizer leaves them (the shared document's gate, collab/gate.ts).
 */
import { isRichTextId, mapRichTranslations, translationsProblem, type FolioRoot, type FolioTranslations } from '@folio/model';
import { badRequest } from '../../errors.ts';
import { sanitizeRichText } from '../sanitize/index.ts';

/** The translations with their rich texts sanitized; a 400 when their shape (tags, ids, sizes) is wrong. */
export async function sanitizedTranslations(translations: FolioTranslations): Promise<FolioTranslations> {
  // The own language is checked after the patch is applied (it may change in the same patch).
  const problem = translationsProblem(translations, null);
  if (problem) throw badRequest(problem);
  return mapRichTranslations(translations, async (html, where) => {
    const result = await sanitizeRichText(html);
    if ('problem' in result) throw badRequest(`${where} ${result.problem}`);
    return result.html;
  });
}

/**
 * Why a change of the shared document's translations is refused, or null: the model's checks, and every rich text
 * that changed must already be what the sanitizer leaves (the editor writes them so).
 */
export async function translationsRefusal(before: Pick<FolioRoot, 'translations'>, after: Pick<FolioRoot, 'translations' | 'language'>): Promise<string | null> {
  const problem = translationsProblem(after.translations, after.language);
  if (problem) return problem;
  for (const [tag, texts] of Object.entries(after.translations ?? {})) {
    for (const [id, html] of Object.entries(texts)) {
      if (!html || !isRichTextId(id) || before.translations?.[tag]?.[id] === html) continue;
      const result = await sanitizeRichText(html);
      if ('problem' in result) return `root.translations.${tag}.${id} ${result.problem}`;
      if (result.html !== html) return `root.translations.${tag}.${id} holds markup that is not allowed`;
    }
  }
  return null;
}
