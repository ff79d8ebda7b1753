// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { MultipleChoiceMeta } from '@folio/model';
import { docWith, node } from '../test/docs.ts';
import { $$, visit } from '../test/visit.tsx';

let cleanup = () => {};
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const options = ['a', 'b', 'c'].map((value) => ({ value, option: { type: 'text' as const, text: value } }));
const question = (acceptMultiple: boolean) => {
  const meta: MultipleChoiceMeta = { acceptMultiple, display: 'checkbox', format: 'asEntered', options, randomize: false };
  return docWith(node('multiple-choice-widget', 'w1', { meta }));
};
const tick = (input: HTMLInputElement) => {
  input.checked = true;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
const ticked = () => $$<HTMLInputElement>('input[type="checkbox"]').map((i) => i.checked);

describe('choice questions for visitors', () => {
  it('draws one-answer questions as radio buttons in one group, so choosing one clears the others', () => {
    cleanup = visit(question(false));
    expect($$('input[type="checkbox"]')).toHaveLength(0);
    const radios = $$<HTMLInputElement>('input[type="radio"]');
    expect(radios).toHaveLength(3);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
  });

  it('lets several boxes stay ticked when the question takes several answers', () => {
    cleanup = visit(question(true));
    const [a, b] = $$<HTMLInputElement>('input[type="checkbox"]');
    tick(a!);
    tick(b!);
    expect(ticked()).toEqual([true, true, false]);
  });
});
