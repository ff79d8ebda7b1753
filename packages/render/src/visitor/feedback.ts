/**
 * Answer checking on published pages: the check button compares the widget's answer (read from the DOM as a
 * submission would send it) with the correct answer the page carries (`data-fo-correct`, decision 25) and reveals
 * the correct or incorrect feedback (both are in the markup, hidden), and the correct answer when showCorrect.
 */
import { checkAnswer } from '../answers.ts';
import { answerOf, FIELD } from './fields.ts';

export function initFeedback(doc: Document, signal: AbortSignal): void {
  doc.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.('[data-fo-check]');
      const box = button?.closest<HTMLElement>('[data-fo-feedback]');
      const field = box?.closest<HTMLElement>(FIELD);
      if (!box || !field) return;
      const raw = box.dataset.foCorrect;
      let correct: unknown;
      try {
        correct = raw === undefined ? undefined : JSON.parse(raw);
      } catch {
        correct = undefined;
      }
      const result = checkAnswer(correct, answerOf(field));
      for (const el of box.querySelectorAll<HTMLElement>('[data-fo-result]')) {
        const kind = el.dataset.foResult;
        el.hidden = result === null || (kind === 'correct' ? result !== true : result !== false);
      }
    },
    { signal },
  );
}
