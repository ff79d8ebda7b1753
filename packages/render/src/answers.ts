/**
 * Pure answer rules shared by the widgets (React) and the visitor script (no React): answer checking and the
 * hyperlink widget's address check.
 */

const norm = (value: unknown): string => String(value ?? '').trim().toLowerCase();

/** Compares an answer with the author's correct answer; null when no correct answer is set. */
export function checkAnswer(correct: unknown, answer: unknown): boolean | null {
  if (correct === undefined || correct === null || correct === '') return null;
  if (Array.isArray(correct) || Array.isArray(answer)) {
    const want = new Set((Array.isArray(correct) ? correct : [correct]).map(norm));
    const got = new Set((Array.isArray(answer) ? answer : [answer]).map(norm));
    return want.size === got.size && [...want].every((value) => got.has(value));
  }
  if (typeof correct === 'number' || typeof answer === 'number') return Number(correct) === Number(answer);
  return norm(correct) === norm(answer);
}

/** The correct answer as shown after a wrong one ('Correct answer: …'). */
export const correctAnswerText = (correct: unknown): string => (Array.isArray(correct) ? correct.join(', ') : String(correct));

/** True for an absolute http(s) URL (what the hyperlink widget accepts). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
