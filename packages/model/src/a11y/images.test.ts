import { describe, expect, it } from 'vitest';
import { add } from '../folio/testing.ts';
import { accessibilityProblems, publishBlockers } from './index.ts';
import { withNode } from './testDocs.ts';

const imageAlt = (doc: Parameters<typeof accessibilityProblems>[0]) => accessibilityProblems(doc).filter((p) => p.rule === 'image-alt');

describe('image-alt', () => {
  it('flags an image without alt text, as an error naming the field and the page', () => {
    const doc = withNode('asset-resource', 'img', { url: '/blob/abc', assetId: 'abc' });
    expect(imageAlt(doc)).toEqual([
      {
        rule: 'image-alt',
        severity: 'error',
        nodeId: 'img',
        pageId: 'p1',
        field: 'alt',
        message: 'This image has no alt text. Describe it, or mark it decorative.',
      },
    ]);
    expect(publishBlockers(doc)).toHaveLength(1);
  });

  it('accepts alt text or decorative, and an asset that shows nothing or is not an image', () => {
    expect(imageAlt(withNode('asset-resource', 'img', { url: '/blob/abc', alt: 'A red barn' }))).toEqual([]);
    expect(imageAlt(withNode('asset-resource', 'img', { url: '/blob/abc', decorative: true }))).toEqual([]);
    expect(imageAlt(withNode('asset-resource', 'img', { url: '/blob/abc', alt: '   ' }))).toHaveLength(1);
    expect(imageAlt(withNode('asset-resource', 'img', { url: '', assetId: null }))).toEqual([]);
    expect(imageAlt(withNode('asset-resource', 'img', { url: '/files/report.pdf' }))).toEqual([]);
    expect(imageAlt(withNode('asset-resource', 'img', { url: '/files/clip.mp4' }))).toEqual([]);
    expect(imageAlt(withNode('asset-resource', 'img', { url: '/files/photo.JPG' }))).toHaveLength(1);
  });

  it('ignores nodes that no page draws', () => {
    const doc = withNode('asset-resource', 'img', { url: '/blob/abc' });
    const orphan = { ...doc, nodes: { ...doc.nodes, b1: { ...doc.nodes.b1!, resource: undefined } } } as typeof doc;
    expect(imageAlt(orphan)).toEqual([]);
  });

  it('flags each gallery image without alt, caption or decorative, at its own field', () => {
    const items = [
      { assetId: 'a', url: '/a' },
      { assetId: 'b', url: '/b', alt: 'A cow' },
      { assetId: 'c', url: '/c', caption: 'The farm at dawn' },
      { assetId: 'd', url: '/d', decorative: true },
      { assetId: 'e', url: '/e', alt: '' },
    ];
    const doc = withNode('gallery-widget', 'g', { meta: { display: 'grid', format: 'contain', items } });
    expect(imageAlt(doc).map((p) => [p.nodeId, p.field])).toEqual([
      ['g', 'meta.items.0.alt'],
      ['g', 'meta.items.4.alt'],
    ]);
    expect(imageAlt(doc)[0]!.message).toMatch(/Gallery image 1 has no alt text/);
  });

  it('flags a logo image with neither alt nor caption', () => {
    const logo = { caption: '', linkTo: '', websitePartLogoId: 'blob-1', height: 'auto', width: 'auto' };
    expect(imageAlt(withNode('logo-widget', 'logo', { meta: logo })).map((p) => p.field)).toEqual(['meta.alt']);
    expect(imageAlt(withNode('logo-widget', 'logo', { meta: { ...logo, alt: 'Garden Club' } }))).toEqual([]);
    expect(imageAlt(withNode('logo-widget', 'logo', { meta: { ...logo, caption: 'Garden Club' } }))).toEqual([]);
    // without an image the published logo is its caption or nothing: no image to describe
    expect(imageAlt(withNode('logo-widget', 'logo', { meta: { ...logo, websitePartLogoId: null } }))).toEqual([]);
  });

  it('flags an image choice option without alt', () => {
    const doc = withNode('multiple-choice-widget', 'mc', {
      label: { text: 'Pick one', position: 'top' },
      meta: {
        acceptMultiple: false,
        display: 'button',
        format: 'asEntered',
        randomize: false,
        options: [
          { value: 'a', option: { type: 'asset', assetId: 'a', url: '/a', alt: 'A sunflower' } },
          { value: 'b', option: { type: 'asset', assetId: 'b', url: '/b' } },
        ],
      },
    });
    expect(imageAlt(doc).map((p) => p.field)).toEqual(['meta.options.1.option.alt']);
  });

  it('lists problems of every page, each with its page', () => {
    let doc = withNode('asset-resource', 'img', { url: '/a' });
    doc = { ...doc, root: { ...doc.root, pages: [...doc.root.pages, 'p2'] }, nodes: { ...doc.nodes, p2: { id: 'p2', kind: 'page', name: 'Two', children: [], design: { padding: '0' } } } };
    doc = add(add(add(add(add(doc, 'p2', 'tile', 't2'), 't2', 'layout', 'l2'), 'l2', 'column', 'c9'), 'c9', 'block', 'b9'), 'b9', 'asset-resource', 'img2', { url: '/b' });
    expect(imageAlt(doc).map((p) => [p.nodeId, p.pageId])).toEqual([
      ['img', 'p1'],
      ['img2', 'p2'],
    ]);
  });
});

describe('malformed documents', () => {
  it('reads a stored document with missing pieces without throwing', () => {
    const choice = withNode('multiple-choice-widget', 'mc', {
      label: { text: 'Pick', position: 'top' },
      meta: { acceptMultiple: false, display: 'checkbox', format: 'asEntered', randomize: false, options: [{ value: 'b' } as never, null as never] },
    });
    expect(() => accessibilityProblems(choice)).not.toThrow();
    const gallery = withNode('gallery-widget', 'g', { meta: { display: 'grid', format: 'contain', items: [null as never] } });
    expect(() => accessibilityProblems(gallery)).not.toThrow();
    const valid = withNode('accordion-widget', 'acc');
    const accordion = { ...valid, nodes: { ...valid.nodes, acc: { ...valid.nodes.acc!, meta: { allowMultipleOpen: false, panels: [null] } } as never } };
    expect(() => accessibilityProblems(accordion)).not.toThrow();
    const text = withNode('text-resource', 'r', { html: null as never });
    expect(() => accessibilityProblems(text)).not.toThrow();
  });
});
