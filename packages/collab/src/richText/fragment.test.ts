// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fragmentHtml, parsedJson, writeFragment } from './fragment.ts';

const parse = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

function roundTrip(html: string): string {
  const doc = new Y.Doc();
  const fragment = doc.getXmlFragment('t');
  doc.transact(() => writeFragment(fragment, parsedJson(html, parse)));
  return fragmentHtml(fragment);
}

describe('rich text in the shared document', () => {
  it('keeps what the editor makes: headings, marks, lists, links, colours, alignment', () => {
    const samples = [
      '<p>Hello <strong>bold</strong> and <em>italic</em></p>',
      '<h2>Title</h2><p style="text-align: center">Centred</p>',
      '<ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li></ol>',
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">link</a></p>',
      '<p><span style="color: #ff0000">red</span> <s>struck</s> <u>under</u></p>',
      '<blockquote><p>quoted</p></blockquote>',
      '<p>a &lt;b&gt; &amp; "c"</p>',
      '<p>line<br>break</p>',
    ];
    for (const html of samples) expect(roundTrip(html)).toBe(html);
  });

  it('nests marks as the browser does and merges neighbours that share one', () => {
    expect(roundTrip('<p><strong>a<em>b</em>c</strong></p>')).toBe('<p><strong>a<em>b</em>c</strong></p>');
  });

  it('is empty for an empty text, and drops what the schema does not know', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p>')).toBe('');
    expect(roundTrip('<p>ok</p><script>alert(1)</script><iframe src="x"></iframe>')).toBe('<p>ok</p>');
  });

  it('rewrites a text with few changes, so a concurrent edit elsewhere in it survives', () => {
    const a = new Y.Doc();
    const fa = a.getXmlFragment('t');
    a.transact(() => writeFragment(fa, parsedJson('<p>one</p><p>two</p>', parse)));
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const fb = b.getXmlFragment('t');
    a.transact(() => writeFragment(fa, parsedJson('<p>one!</p><p>two</p>', parse)));
    b.transact(() => writeFragment(fb, parsedJson('<p>one</p><p>two?</p>', parse)));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(fragmentHtml(fa)).toBe('<p>one!</p><p>two?</p>');
    expect(fragmentHtml(fb)).toBe(fragmentHtml(fa));
  });
});
