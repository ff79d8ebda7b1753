// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { FolioPage } from '../FolioPage.tsx';
import { docWith, node } from '../test/docs.ts';
import { $, click } from '../test/visit.tsx';

describe('the visitor script entry', () => {
  it('wires the page it is loaded into, without being called', async () => {
    const doc = docWith(node('text-resource', 'r1', { html: '<p>x</p>' }), [node('swivel-interaction', 'i1')]);
    document.body.innerHTML = renderToString(<FolioPage doc={doc} pageId="p1" mode="view" />);
    await import('./index.ts');
    click($('.fo-swivel__front'));
    expect($('.fo-swivel').classList.contains('fo-swivel--flipped')).toBe(true);
  });
});
