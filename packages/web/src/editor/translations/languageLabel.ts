/** A language's name in the screen's language ('fr' → 'French' or 'français'), else its tag (issue 32). */
export function languageLabel(tag: string, uiLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(tag);
    if (name && name !== tag) return name;
  } catch {
    // an unusual tag: shown as written
  }
  return tag;
}
