/**
 * A one-answer question drawn as checkboxes (`data-fo-one-answer` on the option list): ticking one option clears
 * the others, as the editor's React widget does.
 */
export function initOneAnswerChoices(doc: Document, signal: AbortSignal): void {
  doc.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'checkbox' || !input.checked) return;
      const list = input.closest('[data-fo-one-answer]');
      if (!list) return;
      for (const other of list.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) if (other !== input) other.checked = false;
    },
    { signal },
  );
}
