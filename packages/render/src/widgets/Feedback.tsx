import { useState } from 'react';
import type { FeedbackSettings } from '@folio/model';
import { useRenderOptions } from '../context.ts';
import { Icon } from './Icon.tsx';

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

/** Answer checking (spec §3 default answer-checking settings): a check button and the feedback it reveals. */
export function Feedback({ feedback, answer, id }: { feedback: FeedbackSettings | undefined; answer: unknown; id: string }) {
  const { sanitize } = useRenderOptions();
  const [result, setResult] = useState<boolean | null | 'unset'>('unset');
  if (!feedback?.enabled) return null;
  const { checkButton, format } = feedback;
  const label = checkButton.text || 'Check Answer';
  const html = result === true ? format.correctText : result === false ? format.incorrectText : '';
  return (
    <div className="fo-feedback">
      <button
        type="button"
        className="fo-button fo-button--secondary"
        aria-label={checkButton.useText ? undefined : label}
        aria-controls={id}
        onClick={() => setResult(checkAnswer(feedback.correctAnswer, answer))}
      >
        {checkButton.useText ? label : <Icon name={checkButton.icon || 'check'} />}
      </button>
      <div id={id} className="fo-feedback__result" aria-live="polite">
        {result === true || result === false ? (
          <div
            className={result ? 'fo-feedback--correct' : 'fo-feedback--incorrect'}
            dangerouslySetInnerHTML={{ __html: sanitize(html) }}
          />
        ) : null}
        {result === false && feedback.showCorrect && feedback.correctAnswer !== undefined ? (
          <p className="fo-feedback__answer">
            Correct answer: {Array.isArray(feedback.correctAnswer) ? feedback.correctAnswer.join(', ') : String(feedback.correctAnswer)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
