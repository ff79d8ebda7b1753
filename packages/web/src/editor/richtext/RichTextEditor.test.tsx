// @vitest-environment jsdom
// (jsdom, not happy-dom: DOMPurify under happy-dom unwraps the first element and lets <script> through, so a
// sanitizer test there would test happy-dom, not DOMPurify.)
import { MantineProvider } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FOLIO_FONTS } from '@folio/render';
import { RichTextEditor } from './RichTextEditor.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  // jsdom has no matchMedia; Mantine asks it for the colour scheme.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // Nor ResizeObserver, which Mantine's inputs use for their sections.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function mount(value: string, onChange: (html: string) => void) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  let editor: Editor | null = null;
  await act(async () => {
    root!.render(
      <MantineProvider>
        <RichTextEditor value={value} onChange={onChange} onReady={(e) => (editor = e)} />
      </MantineProvider>,
    );
  });
  if (!editor) throw new Error('the editor did not start');
  return { host, editor: editor as Editor };
}

describe('rich text editor', () => {
  it('shows the stored HTML without its hostile parts', async () => {
    const { host } = await mount('<p>Hello <img src="x" onerror="alert(1)">world</p>', () => {});
    const content = host.querySelector('[data-testid="richtext-content"]');
    expect(content?.textContent).toContain('Hello');
    expect(content?.innerHTML).not.toContain('onerror');
  });

  it('emits formatted, sanitized HTML on every change', async () => {
    const emitted: string[] = [];
    const { editor } = await mount('<p>Hello</p>', (html) => emitted.push(html));
    await act(async () => {
      editor.chain().selectAll().toggleBold().setColor('#9c27b0').setTextAlign('center').run();
    });
    const formatted = emitted.at(-1) ?? '';
    expect(formatted).toContain('<p style="text-align: center">');
    expect(formatted).toContain('<strong>Hello</strong>');
    expect(formatted).toMatch(/<span style="color: (#9c27b0|rgb\(156, 39, 176\))">/);
    await act(async () => {
      editor.commands.setContent('<p>x<a href="javascript:alert(1)">y</a><img src=x onerror=alert(1)><script>alert(2)</script></p>', { emitUpdate: true });
    });
    expect(emitted.at(-1)).not.toMatch(/javascript:|onerror|<script|<img/i);
  });

  it('sets a font from the 22 folio fonts', async () => {
    expect(FOLIO_FONTS).toHaveLength(22);
    const emitted: string[] = [];
    const { host, editor } = await mount('<p>Fancy</p>', (html) => emitted.push(html));
    expect(host.querySelector('[data-testid="richtext-font"]')).not.toBeNull();
    await act(async () => {
      editor.chain().selectAll().setFontFamily('"Great Vibes", cursive').run();
    });
    expect(emitted.at(-1)).toContain('font-family: &quot;Great Vibes&quot;, cursive');
  });
});
