import { afterAll, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n.ts';
import { problemText } from './problemText.ts';

const contrast =
  'The title of panel 2 is hard to read: its contrast with the background is 2.32:1, and it needs at least 4.5:1. Choose a darker or a lighter background: its words are drawn white or dark, whichever reads better, and neither reads well on this one.';

describe("accessibility problems in the app's language", () => {
  afterAll(() => switchLanguage('en', false));

  it('English shows the model’s message as it is', () => {
    expect(problemText({ message: contrast })).toBe(contrast);
    expect(problemText({ message: 'Something new the model says' })).toBe('Something new the model says');
  });

  it('French translates the known messages with their numbers, and leaves an unknown one as it came', async () => {
    await switchLanguage('fr', false);
    expect(problemText({ message: contrast })).toBe(
      'Le titre du panneau 2 est difficile à lire : son contraste avec le fond est de 2,32:1, et il faut au moins 4,5:1. Choisissez un fond plus sombre ou plus clair : ses mots sont écrits en blanc ou en foncé, selon ce qui se lit le mieux, et aucun des deux ne se lit bien sur celui-ci.',
    );
    expect(problemText({ message: 'Gallery image 3 has no alt text or caption. Describe it, or mark it decorative.' })).toBe(
      'L’image 3 de la galerie n’a ni texte alternatif ni légende. Décrivez-la, ou marquez-la comme décorative.',
    );
    expect(problemText({ message: '2 links in this text have no words. Give them text, or remove them.' })).toBe('2 liens de ce texte n’ont pas de mots. Donnez-leur un texte, ou supprimez-les.');
    expect(problemText({ message: 'Something new the model says' })).toBe('Something new the model says');
  });
});
