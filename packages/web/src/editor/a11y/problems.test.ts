import { describe, expect, it } from 'vitest';
import { addPage } from '@folio/model';
import { sampleFolio } from '../panel/testing.ts';
import { WORDS_ON_BACKGROUND, contrastInfo } from './contrast.ts';
import type { A11yProblem } from './model.ts';
import { groupProblems, problemsFromBody } from './problems.ts';

const problem = (over: Partial<A11yProblem>): A11yProblem => ({ rule: 'image-alt', severity: 'error', nodeId: 'n', pageId: 'p1', message: 'm', ...over });

describe('the Accessibility panel order', () => {
  it('groups by page in the folio\'s order, the whole folio first, errors before warnings', () => {
    let doc = sampleFolio();
    doc = addPage(doc, { name: 'Second' }, () => 'p2');
    const problems = [
      problem({ pageId: 'p2', message: 'second page error' }),
      problem({ severity: 'warning', message: 'first page warning' }),
      problem({ message: 'first page error' }),
      problem({ nodeId: null, pageId: null, rule: 'contrast', message: 'design' }),
    ];
    const groups = groupProblems(doc, problems);
    expect(groups.map((g) => [g.pageId, g.problems.map((p) => p.message)])).toEqual([
      [null, ['design']],
      ['p1', ['first page error', 'first page warning']],
      ['p2', ['second page error']],
    ]);
    expect(groups[2]!.title).toBe('Second');
  });

  it('reads the problems of a refused publish and ignores other bodies', () => {
    expect(problemsFromBody({ message: 'x', problems: [problem({}), { rule: 'nonsense' }] })).toEqual([problem({})]);
    expect(problemsFromBody({ message: 'x' })).toBeNull();
    expect(problemsFromBody('text')).toBeNull();
  });
});

describe('the colour pickers\' contrast line', () => {
  it('says the ratio, rounded down, and warns below AA', () => {
    expect(contrastInfo('#212121', '#ffffff')).toMatchObject({ low: false, message: 'Contrast 16.1:1 — meets AA (4.5:1)' });
    const grey = contrastInfo('#212121', '#6b6b6b')!;
    expect(grey.low).toBe(true);
    expect(grey.message).toMatch(/^Contrast \d\.\d:1 — below AA \(4\.5:1\)$/);
    expect(contrastInfo('#212121', '')).toBeNull();
  });

  it('measures the words the page draws on a background: white on dark, dark on light', () => {
    // on black the page draws white words (21:1), not its dark text (1.3:1)
    expect(contrastInfo(WORDS_ON_BACKGROUND, '#000000')).toMatchObject({ low: false, message: 'Contrast 21.0:1 — meets AA (4.5:1)' });
    // #777777: white reads best, and still below AA
    expect(contrastInfo(WORDS_ON_BACKGROUND, '#777777')).toMatchObject({ low: true, message: 'Contrast 4.4:1 — below AA (4.5:1)' });
  });
});
