/**
 * A form across several steps (issue 31): each step tile is shown alone, with Back and Next and a progress line
 * ("Step 2 of 3: Your company"); Next checks the step's shown fields first; the way through follows the answers
 * (steps skipped by their rule, jumps), recomputed by the model's evaluator on every change; the submit button after
 * the steps shows on the last one. Answers stay when going back. Focus moves to the progress line, which is read out.
 */
import { checkSubmission, type NodeMap } from '@folio/model';
import { FIELD, flag, focusField, widgetNode } from './fields.ts';
import type { PageLogic } from './logic.ts';
import { toast } from './toast.ts';
import { msg } from './messages/text.ts';
import { toastKey } from './form.ts';

const button = (doc: Document, text: string, data: string): HTMLButtonElement => {
  const b = doc.createElement('button');
  b.type = 'button';
  b.className = data === 'back' ? 'fo-button fo-button--secondary' : 'fo-button';
  b.textContent = text;
  b.setAttribute(`data-fo-${data}`, '');
  return b;
};

export function initSteps(doc: Document, logic: PageLogic | null, signal: AbortSignal): void {
  const tiles = [...doc.querySelectorAll<HTMLElement>('[data-fo-step]')];
  if (!tiles.length || !logic) return;
  const tileOf = (id: string) => tiles.find((t) => t.dataset.foStep === id);
  const progress = doc.createElement('p');
  progress.className = 'fo-step-progress';
  progress.tabIndex = -1;
  progress.setAttribute('aria-live', 'polite');
  tiles[0]!.before(progress);
  for (const tile of tiles) {
    const nav = doc.createElement('div');
    nav.className = 'fo-step-nav';
    nav.append(button(doc, msg(doc, 'back'), 'back'), button(doc, msg(doc, 'next'), 'next'));
    tile.append(nav);
  }
  // Submit buttons outside the steps belong to the last one.
  const submits = [...doc.querySelectorAll<HTMLElement>('button[data-fo-submit]')].filter((b) => !b.closest('[data-fo-step]')).map((b) => b.closest<HTMLElement>('.fo-block') ?? b);
  const history: string[] = [];
  let current = '';
  let done = false;

  const path = () => logic.now().path.filter((id) => tileOf(id));
  const render = () => {
    const way = path();
    if (!way.includes(current)) current = way.find((id) => !history.includes(id)) ?? way[0] ?? '';
    const at = way.indexOf(current);
    const last = at === way.length - 1;
    for (const tile of tiles) {
      tile.hidden = done || tile.dataset.foStep !== current;
      tile.querySelector<HTMLElement>('[data-fo-back]')!.hidden = history.length === 0;
      tile.querySelector<HTMLElement>('[data-fo-next]')!.hidden = last;
    }
    // Once sent, the button's block stays: it holds the thank-you message (form.ts hides the button itself).
    for (const s of submits) s.hidden = !done && !last;
    progress.hidden = done;
    // The progress line leads the step shown, inside its tile (and its padding).
    const shownTile = tileOf(current);
    if (shownTile && progress.parentElement !== shownTile) shownTile.prepend(progress);
    const title = tileOf(current)?.dataset.foStepTitle;
    progress.textContent = `${msg(doc, 'stepOf', { step: at + 1, total: way.length })}${title ? `: ${title}` : ''}`;
  };

  /** The current step's shown fields are checked and flagged; true when all are fine. */
  const stepIsFine = (): boolean => {
    const fields = [...(tileOf(current)?.querySelectorAll<HTMLElement>(FIELD) ?? [])].filter((f) => logic.shown(f.dataset.foWidget!));
    const nodes: NodeMap = {};
    for (const f of fields) nodes[f.dataset.foWidget!] = widgetNode(f);
    const check = checkSubmission(nodes, Object.keys(nodes));
    for (const f of fields) flag(f, check.invalidIds.includes(f.dataset.foWidget!));
    if (check.ok) return true;
    toast(doc, msg(doc, toastKey(check.toast)), check.invalidIds.length ? 'alert' : 'status', check.invalidIds.length ? undefined : 'wait');
    const first = fields.find((f) => check.invalidIds.includes(f.dataset.foWidget!));
    if (first) focusField(first);
    return false;
  };

  const go = (to: string | undefined) => {
    if (!to) return;
    current = to;
    render();
    progress.focus();
    doc.dispatchEvent(new CustomEvent('fo:step', { detail: { step: to } }));
  };

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      if (target.closest?.('[data-fo-next]')) {
        if (!stepIsFine()) return;
        const way = path();
        history.push(current);
        go(way[way.indexOf(current) + 1]);
      } else if (target.closest?.('[data-fo-back]')) {
        go(history.pop());
      } else if (target.closest?.('[data-fo-again]')) {
        // "Send another answer": back to the first step once the form has put its fields back.
        setTimeout(() => {
          done = false;
          history.length = 0;
          current = '';
          logic.refresh();
          go(path()[0]);
        });
      }
    },
    { signal },
  );
  doc.addEventListener(
    'fo:submitted',
    () => {
      done = true;
      render();
    },
    { signal },
  );
  // A reopened draft goes to the step it was kept at, the steps before it as the way back.
  doc.addEventListener(
    'fo:goto-step',
    (event) => {
      const to = (event as CustomEvent<{ step: string }>).detail.step;
      const way = path();
      if (!way.includes(to)) return;
      history.splice(0, history.length, ...way.slice(0, way.indexOf(to)));
      current = to;
      render();
    },
    { signal },
  );
  logic.onChange(render);
  render();
}
