// @vitest-environment happy-dom
/**
 * The Accessibility tab's count and panel follow the document a moment after each change (the check runs when the
 * browser is idle): "checking" before the first result, the problem counted, and gone once the edit fixes it.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { add, sampleFolio } from '../panel/testing.ts';
import { createEditorStore } from '../store/createEditorStore.ts';
import { EditorProvider } from '../store/react.tsx';
import { LeftTabs } from './LeftTabs.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const text = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
/** Lets the idle-time check run (happy-dom has no requestIdleCallback: a timer stands in for it). */
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('the accessibility count in the editor', () => {
  it('says it is checking, then counts the problem, and follows the edit that fixes it', async () => {
    const doc = add(sampleFolio(), 'b2', 'asset-resource', 'img', { assetId: null, url: '/blob/0b6d3c1e-2f4a-4b8c-9d0e-1f2a3b4c5d6e', name: '' });
    const store = createEditorStore({ folioId: 'f1', doc, version: 1, templateBased: false });
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() =>
      root!.render(
        <MantineProvider env="test">
          <EditorProvider store={store}>
            <LeftTabs pages={null} />
          </EditorProvider>
        </MantineProvider>,
      ),
    );
    act(() => document.querySelector<HTMLElement>('[data-testid="left-tab-a11y"]')!.click());
    expect(text('a11y-checking')).toContain('Checking the folio');
    expect(text('a11y-count')).toBeNull();

    await idle();
    expect(text('a11y-count')).toContain('1');
    expect(text('a11y-checking')).toBeNull();

    act(() => void store.dispatch({ type: 'update', nodeId: 'img', kind: 'asset-resource', patch: { alt: 'A sunset over the bay' } }));
    await idle();
    expect(text('a11y-count')).toBeNull();
    expect(text('a11y-empty')).toContain('No problems found');
  });
});
