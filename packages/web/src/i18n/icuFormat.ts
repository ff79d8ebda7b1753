/**
 * ICU MessageFormat for i18next (plurals, selects, numbers in messages) through our small formatter
 * (icuMessage.ts, decision 67). Tags such as <anchor>…</anchor> stay in the text for react-i18next's <Trans>.
 */
import type { ThirdPartyModule } from 'i18next';
import { formatParts, parseMessage, type Values } from './icuMessage.ts';

const parsed = new Map<string, ReturnType<typeof parseMessage> | null>();

export const icuFormat = {
  type: 'i18nFormat',
  init() {},
  parse(res: unknown, options: Values, lng: string): unknown {
    if (typeof res !== 'string' || !res.includes('{') && !res.includes("'")) return res;
    let parts = parsed.get(res);
    if (parts === undefined) {
      try {
        parts = parseMessage(res);
      } catch {
        // A malformed message shows its text rather than breaking the screen; the locale test keeps them well formed.
        parts = null;
      }
      parsed.set(res, parts);
    }
    return parts ? formatParts(parts, lng, options) : res;
  },
} as unknown as ThirdPartyModule;
