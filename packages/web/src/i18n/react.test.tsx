// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement;
async function show(node: React.ReactNode) {
  await act(async () => {
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    root.render(node);
  });
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host.remove();
});

describe('<Trans>', async () => {
  const { Trans, useTranslation } = await import('./react.tsx');
  function Sent({ email }: { email: string }) {
    const { t } = useTranslation('auth');
    return <Trans t={t} i18nKey="register.sent" values={{ email }} components={{ bold: <b data-testid="bold" /> }} />;
  }
  function Intro() {
    const { t } = useTranslation('profile');
    return <Trans t={t} i18nKey="tokens.intro" shouldUnescape components={{ anchor: <a href="/api/docs" />, code: <code /> }} />;
  }

  it('puts what a tag encloses inside its element', async () => {
    await show(<Sent email="ana@example.test" />);
    expect(host.querySelector('b')?.textContent).toBe('ana@example.test');
    expect(host.textContent).toBe('We sent a verification link to ana@example.test. Open it to activate your account, then sign in.');
  });

  it('never reads a value as markup', async () => {
    await show(<Sent email="<bold>x</bold>@example.test" />);
    expect(host.querySelectorAll('b')).toHaveLength(1);
    expect(host.querySelector('b')?.textContent).toBe('<bold>x</bold>@example.test');
  });

  it('turns &lt; and &gt; into their characters when asked, beside two kinds of tags', async () => {
    await show(<Intro />);
    expect(host.querySelector('a')?.textContent).toBe('Folio’s API');
    expect(host.querySelector('code')?.textContent).toBe('Authorization: Bearer <token>');
  });
});

describe('useTranslation', () => {
  it('waits for its area, then shows it, and follows a change of language', async () => {
    // A fresh copy of the translations: no area loaded yet, as when the app starts.
    vi.resetModules();
    const i18n = await import('./i18n.ts');
    const { useTranslation } = await import('./react.tsx');
    const rendered: string[] = [];
    function Title() {
      const { t } = useTranslation('home');
      rendered.push(t('title'));
      return <h1>{rendered.at(-1)}</h1>;
    }
    expect(i18n.hasLoaded('home')).toBe(false);
    await show(
      <Suspense fallback={<p>Loading</p>}>
        <Title />
      </Suspense>,
    );
    await vi.waitFor(() => expect(host.querySelector('h1')?.textContent).toBe('Home'));
    expect(rendered).not.toContain('title'); // never drawn with its key: it waited
    await act(() => i18n.switchLanguage('fr', false));
    expect(i18n.currentLanguage()).toBe('fr');
    expect(host.querySelector('h1')?.textContent).toBe('Accueil');
    expect(document.documentElement.lang).toBe('fr');
    await act(() => i18n.switchLanguage('en', false));
  });

  it('gives the key of an area not loaded yet and loads it, so a later call has the text', async () => {
    vi.resetModules();
    const i18n = await import('./i18n.ts');
    expect(i18n.translate('editor:zoom.fit')).toBe('zoom.fit');
    expect(i18n.translate('editor:no.such.key', { defaultValue: 'Fallback {n}', n: 2 })).toBe('Fallback 2');
    await vi.waitFor(() => expect(i18n.hasLoaded('editor')).toBe(true));
    expect(i18n.translate('editor:zoom.fit')).not.toBe('zoom.fit');
    expect(i18n.exists('editor:zoom.fit')).toBe(true);
    expect(i18n.exists('editor:zoom')).toBe(false);
  });
});
