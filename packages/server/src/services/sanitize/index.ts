/**
 * Rich text in, clean HTML out, off the event loop: the model's linear check (length, start tags) first, then
 * a sanitizer thread parses the text (element count and depth, see shape.ts) and runs DOMPurify (purify.ts).
 */
import { richTextProblem } from '@folio/model';
import { SANITIZER_THREADS, SanitizerPool } from './pool.ts';

let pool: SanitizerPool | null = null;

/** The clean HTML, or what is over the limits (to follow the field's name in a 400). */
export async function sanitizeRichText(html: string): Promise<{ html: string } | { problem: string }> {
  if (!html) return { html: '' };
  const problem = richTextProblem(html);
  if (problem) return { problem };
  const answer = await (pool ??= new SanitizerPool(SANITIZER_THREADS)).run(html);
  if ('error' in answer) throw new Error(`sanitizing rich text failed: ${answer.error}`);
  return answer;
}

/**
 * A rich text in the editor's ProseMirror schema, read on a sanitizer thread (decision 59): a stored text as it is,
 * or with `clean` one sent by an editor, checked against the limits and sanitized first as a PATCH would be.
 */
export async function parseRichText(html: string, clean = false): Promise<{ json: Record<string, unknown> } | { problem: string }> {
  if (clean) {
    const problem = richTextProblem(html);
    if (problem) return { problem };
  }
  const answer = await (pool ??= new SanitizerPool(SANITIZER_THREADS)).parse(html, clean);
  if ('error' in answer) throw new Error(`reading rich text failed: ${answer.error}`);
  return answer;
}
