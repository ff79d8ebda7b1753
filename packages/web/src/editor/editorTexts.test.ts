/**
 * The editor's names built in code (kinds, tests, interactions, drag announcements) exist in every language: a key
 * made at run time (`kinds.${key}`) is not seen by the locale check, so each is asked for here.
 */
import { INTERACTION_KINDS, NODE_KINDS, type LogicOperator } from '@folio/model';
import { afterAll, describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from '../i18n/languages.ts';
import { currentLanguage, switchLanguage } from '../i18n/i18n.ts';
import { describeNode } from './dnd/dropRules.ts';
import { kindName } from './layout/nodeLabel.ts';
import { zoomLabel } from './layout/zoom.ts';
import { paletteName } from './palette/Palette.tsx';
import { interactionLabel } from './panel/InteractionFields.tsx';
import { kindLabel } from './panel/NodePanel.tsx';
import { operatorChoices, type FieldKind } from './panel/logic/operatorChoices.ts';

const FIELD_KINDS: FieldKind[] = ['text', 'number', 'date', 'time', 'choice', 'multiChoice', 'file'];

/** Every text the functions give, with what asked for it. */
function texts(): [string, string][] {
  const out: [string, string][] = [];
  for (const kind of NODE_KINDS) {
    out.push([`kindName ${kind}`, kindName(kind)], [`kindLabel ${kind}`, kindLabel(kind)], [`paletteName ${kind}`, paletteName(kind)]);
    if (kind !== 'page') out.push([`describeNode ${kind}`, describeNode({ id: 'x', kind } as Parameters<typeof describeNode>[0])]);
  }
  for (const kind of INTERACTION_KINDS) out.push([`interaction ${kind}`, interactionLabel(kind)]);
  for (const kind of FIELD_KINDS) for (const c of operatorChoices(kind)) out.push([`operator ${kind} ${c.value as LogicOperator}`, c.label]);
  out.push(['zoom fit', zoomLabel('fit')]);
  return out;
}

describe('names made in code exist in every language', () => {
  afterAll(() => switchLanguage('en', false));
  for (const { tag } of SHIPPED_LANGUAGES) {
    it(`${tag}: no key shows instead of a name`, async () => {
      await switchLanguage(tag, false);
      expect(currentLanguage()).toBe(tag);
      const missing = texts().filter(([, text]) => !text || /^(editor|editorPanel):|^[a-z]+\.[a-zA-Z.-]+$/.test(text) || text.includes('-resource') || text.includes('-widget') || text.includes('-interaction'));
      expect(missing).toEqual([]);
    });
  }
});
