import { describe, expect, it } from 'vitest';
import { BUTTON_META } from '../folio/defaults.ts';
import { accessibilityProblems } from './index.ts';
import { withNode, withText } from './testDocs.ts';

const named = (doc: Parameters<typeof accessibilityProblems>[0]) =>
  accessibilityProblems(doc).filter((p) => p.rule === 'button-name' || p.rule === 'link-name');

describe('button-name', () => {
  it('flags a button without text, even when only its icon shows', () => {
    const doc = withNode('button-widget', 'btn', { meta: { ...BUTTON_META, appearance: { text: '', icon: 'send', useText: false } } });
    expect(named(doc)).toEqual([
      expect.objectContaining({ rule: 'button-name', severity: 'error', nodeId: 'btn', field: 'meta.appearance.text' }),
    ]);
    const iconOnly = withNode('button-widget', 'btn', { meta: { ...BUTTON_META, appearance: { text: 'Send', icon: 'send', useText: false } } });
    expect(named(iconOnly)).toEqual([]);
  });

  it('flags an accordion panel without a title', () => {
    const panel = { id: 'x', title: 'Opening hours', content: '<p>9 to 5</p>', collapsedByDefault: false, arrowColor: '', titleBgColor: '', contentBgColor: '' };
    const doc = withNode('accordion-widget', 'acc', { meta: { allowMultipleOpen: false, panels: [panel, { ...panel, id: 'y', title: '' }] } });
    expect(named(doc)).toEqual([expect.objectContaining({ rule: 'button-name', nodeId: 'acc', field: 'meta.panels.1.title' })]);
  });
});

describe('link-name', () => {
  it('flags a link in text with no words, title or aria-label', () => {
    expect(named(withText('<p>See <a href="/x"></a> and <a href="/y"> <strong></strong></a></p>'))).toEqual([
      expect.objectContaining({ rule: 'link-name', severity: 'error', nodeId: 'r1', field: 'html', message: expect.stringMatching(/^2 links/) }),
    ]);
    expect(named(withText('<p><a href="/x"><img src="/i.png" alt=""></a></p>'))).toHaveLength(1);
  });

  it('accepts links named by their text, an image alt, a title or an aria-label', () => {
    expect(named(withText('<p><a href="/x">Our <em>menu</em></a></p>'))).toEqual([]);
    expect(named(withText('<p><a href="/x"><img src="/i.png" alt="Home"></a></p>'))).toEqual([]);
    expect(named(withText('<p><a href="/x" title="Home"></a></p>'))).toEqual([]);
    expect(named(withText("<p><a href='/x' aria-label='Home'></a></p>"))).toEqual([]);
    expect(named(withText('<p>Fish &amp; chips</p>'))).toEqual([]);
  });
});
