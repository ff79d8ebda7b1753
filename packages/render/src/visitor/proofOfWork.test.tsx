// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { initProofs } from './proofOfWork.ts';

const controller = new AbortController();
afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

const page = (pow: boolean) => {
  document.body.innerHTML =
    `<div class="fo-field"><input id="name"></div><h1 id="title">Title</h1>` +
    `<button type="submit" data-fo-submit="send" data-fo-folio="f1"${pow ? ' data-fo-pow=""' : ''}>Send</button><div data-fo-form=""></div>`;
  return initProofs(document, window, controller.signal);
};
const widgetScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.includes('/_folio/altcha.js'));

describe('the proof of work of a form (visitor script)', () => {
  it('loads the widget only when the visitor turns to a form that asks for it', () => {
    page(true);
    document.getElementById('title')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(widgetScripts()).toHaveLength(0);
    document.getElementById('name')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(widgetScripts()).toHaveLength(1);
    document.getElementById('name')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(widgetScripts()).toHaveLength(1);
  });

  it('loads nothing for a form without proof of work, and sends its answers without a proof', async () => {
    const proofs = page(false);
    document.getElementById('name')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(widgetScripts()).toHaveLength(0);
    const sent: unknown[] = [];
    const answer = await proofs.sending('f1', async (proof) => (sent.push(proof), { status: 201, json: null }));
    expect(answer.status).toBe(201);
    expect(sent).toEqual([{}]);
  });
});
