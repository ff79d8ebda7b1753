import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('keeps text without links as one text part', () => {
    expect(linkify('Hello there')).toEqual([{ kind: 'text', text: 'Hello there' }]);
  });
  it('splits out http and https links', () => {
    expect(linkify('Open http://localhost:3000/verify/1?token=ab to verify.\nThanks')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://localhost:3000/verify/1?token=ab' },
      { kind: 'text', text: ' to verify.\nThanks' },
    ]);
  });
  it('leaves closing punctuation out of the link', () => {
    expect(linkify('Go to https://a.example/x.')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', href: 'https://a.example/x' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('does not turn other schemes into links', () => {
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });
});
