/**
 * ICU MessageFormat for i18next (plurals, selects, numbers in messages), on `intl-messageformat`. Our own small
 * module rather than i18next-icu, whose build imports a default export the current intl-messageformat no longer has.
 * Tags such as <link>…</link> are left in the text for react-i18next's <Trans> to replace.
 */
import type { i18n, ThirdPartyModule } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';

const made = new Map<string, IntlMessageFormat>();

export const icuFormat = {
  type: 'i18nFormat',
  init(_instance: i18n) {},
  parse(res: unknown, options: Record<string, unknown>, lng: string, ns: string, key: string): unknown {
    if (typeof res !== 'string') return res;
    const id = `${lng}\u0000${ns}\u0000${key}\u0000${res}`;
    try {
      let format = made.get(id);
      if (!format) {
        format = new IntlMessageFormat(res, lng, undefined, { ignoreTag: true });
        made.set(id, format);
      }
      return format.format(options as Record<string, string | number | boolean | Date>);
    } catch {
      // A message with a missing value shows its text rather than breaking the screen; the locale test catches bad ICU.
      return res;
    }
  },
} as unknown as ThirdPartyModule;
