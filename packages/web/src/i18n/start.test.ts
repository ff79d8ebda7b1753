// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the translations, as when the app starts, with the browser asking for `languages`. */
async function freshApp(languages: string[]) {
  vi.resetModules();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  return { i18n: await import('./i18n.ts'), server: await import('./serverText.ts') };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = 'folio_language=; Path=/; Max-Age=0';
});

describe('what the app loads before its first screen', () => {
  it('in English: the shell’s areas, not the server’s messages (shown as they come)', async () => {
    const { i18n, server } = await freshApp(['en-GB']);
    await i18n.startLanguage();
    expect(i18n.currentLanguage()).toBe('en');
    for (const area of i18n.SHELL_NAMESPACES) expect(i18n.hasLoaded(area)).toBe(true);
    expect(i18n.hasLoaded('errors')).toBe(false);
    expect(server.translateServerText('Authorization failed')).toBe('Authorization failed');
  });

  it('in French: the server’s messages in French and in English, so they are recognised at once', async () => {
    const { i18n, server } = await freshApp(['fr-CA', 'en']);
    await i18n.startLanguage(['home']);
    expect(i18n.currentLanguage()).toBe('fr');
    expect(i18n.hasLoaded('errors')).toBe(true);
    expect(i18n.hasLoaded('home')).toBe(true);
    expect(i18n.messagesOf('en', 'errors')).toBeDefined();
    expect(server.translateServerText('Authorization failed')).toBe('L’autorisation a échoué');
  });

  it('a language switch brings the server’s messages along and is remembered for the server too', async () => {
    const { i18n, server } = await freshApp(['en']);
    await i18n.startLanguage();
    await i18n.switchLanguage('fr');
    expect(server.translateServerText('Authorization failed')).toBe('L’autorisation a échoué');
    expect(localStorage.getItem('folio.language')).toBe('fr');
    expect(document.cookie).toContain('folio_language=fr');
    await i18n.switchLanguage(null);
    expect(i18n.currentLanguage()).toBe('en');
    expect(document.cookie).not.toContain('folio_language=fr');
  });

  it('a choice stored before the cookie existed is told to the server at the next start', async () => {
    localStorage.setItem('folio.language', 'ar');
    const { i18n } = await freshApp(['en']);
    await i18n.startLanguage();
    expect(i18n.currentLanguage()).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.cookie).toContain('folio_language=ar');
  });
});
