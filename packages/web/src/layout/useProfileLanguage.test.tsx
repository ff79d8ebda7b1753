// @vitest-environment happy-dom
import type { OwnProfile } from '@folio/model';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, switchLanguage } from '../i18n/i18n.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let profile: Partial<OwnProfile> | undefined;
vi.mock('../api/users.ts', () => ({ useMe: () => ({ data: profile }) }));
const { useProfileLanguage } = await import('./useProfileLanguage.ts');

function Probe() {
  useProfileLanguage();
  return null;
}

let root: Root | null = null;
async function render() {
  await act(async () => {
    root ??= createRoot(document.body.appendChild(document.createElement('div')));
    root.render(<Probe />);
  });
}

/** The language's messages load, then the app switches. */
const shows = (language: string) => vi.waitFor(() => expect(currentLanguage()).toBe(language), { timeout: 5000 });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

beforeEach(async () => {
  localStorage.clear();
  await switchLanguage('en', false);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('the profile language, applied once signed in', () => {
  it('shows the profile’s language and keeps it on this device', async () => {
    profile = { id: 'u1', language: 'fr' };
    await render();
    await shows('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('folio.language')).toBe('fr');
  });

  it('changes nothing for a profile on Automatic', async () => {
    profile = { id: 'u2', language: null };
    await render();
    await settle();
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem('folio.language')).toBeNull();
  });

  it('applies a profile answer once: a later switch on this device is not undone by the same answer', async () => {
    profile = { id: 'u3', language: 'ar' };
    await render();
    await shows('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await act(() => switchLanguage('en'));
    await render();
    await settle();
    expect(currentLanguage()).toBe('en');
    // A new answer (chosen on another device, say) is applied.
    profile = { id: 'u3', language: 'fr' };
    await render();
    await shows('fr');
  });

  it('waits for the profile', async () => {
    profile = undefined;
    await render();
    await settle();
    expect(currentLanguage()).toBe('en');
  });
});
