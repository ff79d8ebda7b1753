import { describe, expect, it } from 'vitest';
import { add, basicFolio } from '../folio/testing.ts';
import type { AccordionPanel, FolioDocument } from '../folio/types.ts';
import { accessibilityProblems, publishBlockers } from './index.ts';
import { withNode, withText } from './testDocs.ts';

const contrast = (doc: FolioDocument) => accessibilityProblems(doc).filter((p) => p.rule === 'contrast');
const summary = (doc: FolioDocument) => contrast(doc).map((p) => [p.nodeId, p.field, p.ratio]);

const panel = (overrides: Partial<AccordionPanel> = {}): AccordionPanel => ({
  id: 'x',
  title: 'Opening hours',
  content: '<p>9 to 5</p>',
  collapsedByDefault: false,
  arrowColor: '',
  titleBgColor: '',
  contentBgColor: '',
  ...overrides,
});
const accordion = (panels: AccordionPanel[]) => withNode('accordion-widget', 'acc', { meta: { allowMultipleOpen: true, panels } });

describe('contrast: inline colours in text', () => {
  it('flags light grey text on the white page, with the ratio rounded to 2 decimals and a message saying what to do', () => {
    const doc = withText('<p><span style="color: #aaaaaa">Small print</span></p>');
    expect(contrast(doc)).toEqual([
      {
        rule: 'contrast',
        severity: 'error',
        nodeId: 'r1',
        pageId: 'p1',
        field: 'html',
        ratio: 2.32,
        message: expect.stringMatching(/2\.32:1.*at least 4\.5:1/),
      },
    ]);
    expect(publishBlockers(doc)).toHaveLength(1);
  });

  it('accepts dark text, and the default text', () => {
    expect(contrast(withText('<p><span style="color:#595959">Small print</span> and plain text</p>'))).toEqual([]);
    expect(contrast(withText('<h1>Welcome</h1><p>Plain text</p>'))).toEqual([]);
  });

  it('measures text against the nearest background set around it, else white', () => {
    // white text on a dark blue paragraph passes; the same text outside it is white on white
    expect(contrast(withText('<div style="background-color: #0d47a1"><p style="color:#fff">Inside</p></div>'))).toEqual([]);
    expect(summary(withText('<div style="background-color: #0d47a1"></div><p style="color:#fff">Outside</p>'))).toEqual([['r1', 'html', 1]]);
    // the default text on a dark background fails
    expect(summary(withText('<p style="background-color: rgb(40, 40, 40)">Dark</p>'))).toEqual([['r1', 'html', 1.09]]);
    // an unreadable colour is not judged
    expect(contrast(withText('<p style="color: var(--brand)">Brand</p>'))).toEqual([]);
  });

  it('draws links in the link colour, which an inline colour inside the link overrides', () => {
    // #1976d2 on #e3f2fd: 4.0:1
    expect(summary(withText('<p style="background-color:#e3f2fd">See <a href="/x">our menu</a></p>'))).toEqual([['r1', 'html', 4.03]]);
    expect(contrast(withText('<p style="background-color:#e3f2fd">See <a href="/x"><span style="color:#0d47a1">our menu</span></a></p>'))).toEqual([]);
  });

  it('asks 3:1 of large text (h1-h3, 24px, or 18.66px bold) and 4.5:1 of the rest', () => {
    const grey = 'color: #808080'; // 3.95:1 on white
    expect(contrast(withText(`<h2 style="${grey}">Big</h2>`))).toEqual([]);
    expect(contrast(withText(`<p style="${grey}; font-size: 24px">Big</p>`))).toEqual([]);
    expect(contrast(withText(`<p style="${grey}; font-size: 19px"><strong>Bold</strong></p>`))).toEqual([]);
    expect(summary(withText(`<p style="${grey}; font-size: 19px">Not bold</p>`))).toEqual([['r1', 'html', 3.95]]);
    expect(summary(withText(`<h4 style="${grey}">Small heading</h4>`))).toEqual([['r1', 'html', 3.95]]);
    expect(summary(withText(`<h2 style="color: #aaaaaa">Too light even when big</h2>`))).toEqual([['r1', 'html', 2.32]]);
  });
});

describe('contrast: accordion widget panels', () => {
  it('measures the words the render draws (dark, or white where white reads more) against the title and content backgrounds', () => {
    // #777777: white text reads best, at 4.48:1 — still below AA
    expect(summary(accordion([panel({ titleBgColor: '#777777' })]))).toEqual([['acc', 'meta.panels.0.titleBgColor', 4.48]]);
    expect(summary(accordion([panel({ contentBgColor: '#777777' })]))).toEqual([['acc', 'meta.panels.0.contentBgColor', 4.48]]);
    // dark backgrounds get white words, light ones dark words: both read
    expect(contrast(accordion([panel({ titleBgColor: '#424242', contentBgColor: '#000000' })]))).toEqual([]);
    expect(contrast(accordion([panel({ titleBgColor: '#e3f2fd', contentBgColor: '#fafafa' })]))).toEqual([]);
  });

  it('measures inline colours in a panel against the panel background', () => {
    const doc = accordion([panel({ contentBgColor: '#212121', content: '<p style="color:#ffffff">White on dark</p><p style="color:#424242">Grey on dark</p>' })]);
    // the panel's own words are drawn white on #212121 and read; the white paragraph reads; the grey one does not
    expect(summary(doc)).toEqual([['acc', 'meta.panels.0.content', 1.6]]);
    const grey = accordion([panel({ contentBgColor: '#fff9c4', content: '<p style="color:#9e9e9e">Grey on yellow</p>' })]);
    expect(summary(grey)).toEqual([['acc', 'meta.panels.0.content', 2.5]]);
  });
});

describe('contrast: interactions', () => {
  it('measures an accordion interaction title colour on its title background, and the text inside on its content background', () => {
    const doc = (appearance: Record<string, string>) => add(basicFolio(), 't1', 'accordion-interaction', 'ai', { settings: { initiallyCollapsed: true, editModeCollapsed: false, showingArrow: true, isTarget: false, name: 'More', appearance } });
    expect(summary(doc({ titleColor: '#ffeb3b', titleBgColor: '#ffffff' }))).toEqual([['ai', 'settings.appearance.titleColor', 1.22]]);
    // without a title colour, the title is drawn white or dark, whichever reads: #333333 reads, #777777 does not
    expect(summary(doc({ titleBgColor: '#333333' }))).toEqual([]);
    expect(summary(doc({ titleBgColor: '#777777' }))).toEqual([['ai', 'settings.appearance.titleBgColor', 4.48]]);
    expect(summary(doc({ titleColor: '#ffffff', titleBgColor: '#6a1b9a', contentBgColor: '#f3e5f5' }))).toEqual([]);
    expect(summary(doc({ contentBgColor: 'rgb(0 0 0 / 0.9)' }))).toEqual([]);
    expect(summary(doc({ contentBgColor: '#777777' }))).toEqual([['ai', 'settings.appearance.contentBgColor', 4.48]]);
  });

  it('measures text inside an interaction against the background the interaction draws', () => {
    // the link colour (#1976d2) on the accordion content's light blue: 3.28:1 (checked with an independent WCAG calculation); on the default white: passes
    const inner = (appearance: Record<string, string>) =>
      withText('<p><a href="/x">Menu</a></p>', 'r1', 'b1', add(basicFolio(), 't1', 'accordion-interaction', 'ai', { settings: { initiallyCollapsed: true, editModeCollapsed: false, showingArrow: true, isTarget: false, name: 'More', appearance } }));
    expect(summary(inner({ contentBgColor: '#bbdefb' }))).toEqual([['r1', 'html', 3.28]]);
    expect(summary(inner({}))).toEqual([]);
  });

  it('measures the words drawn on a slider panel and a swivel front', () => {
    const slider = (backgroundColour: string) => add(basicFolio(), 'b1', 'slider-interaction', 'si', { settings: { text: 'Menu', name: '', backgroundColour, padding: '0', position: 'right', iconColour: '#000', mode: 'overlay' } });
    expect(summary(slider('#777777'))).toEqual([['si', 'settings.backgroundColour', 4.48]]);
    // the page colours these words itself, so the fix is the background
    expect(contrast(slider('#777777'))[0]!.message).toMatch(/^The text in this slider is hard to read: .* 4\.48:1.* Choose a darker or a lighter background/);
    expect(summary(slider('#37474f'))).toEqual([]);
    expect(summary(slider('#ffffff'))).toEqual([]);
    const swivel = (backgroundColour: string) => add(basicFolio(), 'b1', 'swivel-interaction', 'sw', { settings: { text: 'Flip', name: '', backgroundColour, padding: '0', direction: 'horizontal', alignY: 'center' } });
    expect(summary(swivel('#777777'))).toEqual([['sw', 'settings.backgroundColour', 4.48]]);
    expect(summary(swivel('#212121'))).toEqual([]);
    expect(summary(swivel('#fff59d'))).toEqual([]);
  });

  it('takes the slider panel, not the page, as the background of what it holds', () => {
    const slider = add(basicFolio(), 't1', 'slider-interaction', 'si', { settings: { text: 'Menu', name: '', backgroundColour: '#0d47a1', padding: '0', position: 'right', iconColour: '#fff', mode: 'overlay' } });
    const doc = withText('<p style="color:#ffffff">White on the blue panel</p><p>Plain words</p><p style="color:#1565c0">Blue on blue</p>', 'r1', 'b1', slider);
    // the panel's words are drawn white on dark blue, so the plain paragraph reads too; blue on blue does not
    expect(summary(doc)).toEqual([['r1', 'html', expect.any(Number)]]);
    expect(contrast(doc)[0]!.ratio).toBeLessThan(2);
  });
});
