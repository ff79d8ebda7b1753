import { useState } from 'react';
import type { FeedbackSettings } from '@folio/model';
import { checkAnswer, correctAnswerText } from '../answers.ts';
import { useMessages, useRenderOptions } from '../context.ts';
import { Icon } from './Icon.tsx';

/** The icons of a feedback format's icon set ('faces' is the spec's default; unknown sets fall back to it). */
const ICON_SETS: Record<string, { correct: string; incorrect: string }> = {
  faces: { correct: 'face-happy', incorrect: 'face-sad' },
  checks: { correct: 'check', incorrect: 'close' },
};

/**
 * Answer checking (spec §3 default answer-checking settings): a check button and the feedback it reveals. Both
 * feedbacks are in the markup, hidden, so a server-rendered page works with the visitor script alone (it reads
 * `data-fo-correct` and unhides one; visitor/feedback.ts). In the app React state does the same. The correct
 * answer is in the page on purpose (decision 25).
 */
export function Feedback({ feedback, answer, id }: { feedback: FeedbackSettings | undefined; answer: unknown; id: string }) {
  const { sanitize } = useRenderOptions();
  const m = useMessages();
  const [result, setResult] = useState<boolean | null | 'unset'>('unset');
  if (!feedback?.enabled) return null;
  const { checkButton, format } = feedback;
  const label = checkButton.text || m.checkAnswer;
  const icons = ICON_SETS[format.iconSet] ?? ICON_SETS.faces!;
  const hasCorrect = feedback.correctAnswer !== undefined && feedback.correctAnswer !== null && feedback.correctAnswer !== '';
  return (
    <div className="fo-feedback" data-fo-feedback="" data-fo-correct={hasCorrect ? JSON.stringify(feedback.correctAnswer) : undefined}>
      <button
        type="button"
        className="fo-button fo-button--secondary"
        data-fo-check=""
        aria-label={checkButton.useText ? undefined : label}
        aria-controls={id}
        onClick={() => setResult(checkAnswer(feedback.correctAnswer, answer))}
      >
        {checkButton.useText ? label : <Icon name={checkButton.icon || 'check'} />}
      </button>
      <div id={id} className="fo-feedback__result" aria-live="polite">
        <div className="fo-feedback--correct" data-fo-result="correct" hidden={result !== true}>
          <Icon name={icons.correct} size={24} />
          <div dangerouslySetInnerHTML={{ __html: sanitize(format.correctText) }} />
        </div>
        <div className="fo-feedback--incorrect" data-fo-result="incorrect" hidden={result !== false}>
          <Icon name={icons.incorrect} size={24} />
          <div dangerouslySetInnerHTML={{ __html: sanitize(format.incorrectText) }} />
        </div>
        {feedback.showCorrect && hasCorrect ? (
          <p className="fo-feedback__answer" data-fo-result="answer" hidden={result !== false}>
            Correct answer: {correctAnswerText(feedback.correctAnswer)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
