/** The website settings form as pure functions: values from a website, their problems, and the PATCH of what changed. */
import { LANGUAGE_TAG_MAX, LANGUAGE_TEXTS, WEBSITE_LIMITS, WEBSITE_TEXTS, isCustomDomain, isWebsiteSlug, languageProblem, normalizeLanguage, pageSlugTwice, tagManagerIdProblem } from '@folio/model';
import type { Website, WebsitePatch } from '../../api/websites.ts';
import { translate } from '../../i18n/i18n.ts';

export const NAME_MAX = WEBSITE_LIMITS.nameMax;
export const DESCRIPTION_MAX = WEBSITE_LIMITS.descriptionMax;
const descriptionTooLong = () => `Use at most ${DESCRIPTION_MAX} characters.`;

export interface SettingsValues {
  name: string;
  slug: string;
  description: string;
  noindex: boolean;
  faviconAssetId: string | null;
  logoAssetId: string | null;
  /** '' for none */
  tagManagerId: string;
  /** '' for none */
  customDomain: string;
  /** a BCP 47 tag; '' for none (each page's folio's language) */
  language: string;
}

export type SettingsField = keyof SettingsValues;
export type SettingsProblems = Partial<Record<SettingsField, string>>;

export const settingsValues = (website: Website): SettingsValues => ({
  name: website.name,
  slug: website.slug,
  description: website.description,
  noindex: website.noindex,
  faviconAssetId: website.faviconAssetId,
  logoAssetId: website.logoAssetId,
  tagManagerId: website.tagManagerId ?? '',
  customDomain: website.customDomain ?? '',
  language: website.language ?? '',
});

/** The rules the server applies too (model texts), checked as the user types. */
export function settingsProblems(values: SettingsValues): SettingsProblems {
  const problems: SettingsProblems = {};
  const name = values.name.trim();
  if (name === '' || name.length > NAME_MAX) problems.name = WEBSITE_TEXTS.name;
  if (!isWebsiteSlug(values.slug.trim())) problems.slug = WEBSITE_TEXTS.slug;
  if (values.description.length > DESCRIPTION_MAX) problems.description = descriptionTooLong();
  const tagManager = tagManagerIdProblem(values.tagManagerId.trim());
  if (tagManager) problems.tagManagerId = tagManager;
  const language = values.language.trim();
  const languageIssue = language === '' ? null : languageProblem(language);
  if (languageIssue) problems.language = languageIssue;
  const domain = values.customDomain.trim();
  if (domain !== '' && !isCustomDomain(domain)) problems.customDomain = WEBSITE_TEXTS.customDomain;
  return problems;
}

/**
 * A rule's text (the model's English, as the server says it too) in the app's language; other texts as they are.
 * The problems above stay the model's texts so a field can be matched to the server's refusal.
 */
export function ruleText(text: string): string {
  switch (text) {
    case WEBSITE_TEXTS.name:
      return translate('websites:rules.name');
    case WEBSITE_TEXTS.slug:
      return translate('websites:rules.slug');
    case WEBSITE_TEXTS.reservedSlug:
      return translate('websites:rules.reservedSlug');
    case WEBSITE_TEXTS.customDomain:
      return translate('websites:rules.customDomain');
    case WEBSITE_TEXTS.tagManagerId:
      return translate('websites:rules.tagManagerId');
    case LANGUAGE_TEXTS.malformed:
      return translate('websites:rules.languageMalformed');
    case LANGUAGE_TEXTS.tooLong:
      return translate('websites:rules.languageTooLong', { max: String(LANGUAGE_TAG_MAX) });
    case descriptionTooLong():
      return translate('websites:rules.descriptionTooLong', { max: String(DESCRIPTION_MAX) });
  }
  const twice = /^A page slug is used twice: (.*)$/.exec(text);
  if (twice && text === pageSlugTwice(twice[1]!)) return translate('websites:rules.slugTwice', { slug: twice[1]! });
  return text;
}

/** Only what differs from the stored website; empty text for the tag manager id or domain clears it (null). */
export function settingsPatch(website: Website, values: SettingsValues): WebsitePatch {
  const patch: WebsitePatch = {};
  const name = values.name.trim();
  if (name !== website.name) patch.name = name;
  const slug = values.slug.trim();
  if (slug !== website.slug) patch.slug = slug;
  if (values.description !== website.description) patch.description = values.description;
  if (values.noindex !== website.noindex) patch.noindex = values.noindex;
  if (values.faviconAssetId !== website.faviconAssetId) patch.faviconAssetId = values.faviconAssetId;
  if (values.logoAssetId !== website.logoAssetId) patch.logoAssetId = values.logoAssetId;
  const tagManagerId = values.tagManagerId.trim();
  if (tagManagerId !== (website.tagManagerId ?? '')) patch.tagManagerId = tagManagerId === '' ? null : tagManagerId;
  const language = values.language.trim() === '' ? '' : normalizeLanguage(values.language);
  if (language !== (website.language ?? '')) patch.language = language === '' ? null : language;
  const customDomain = values.customDomain.trim().toLowerCase();
  if (customDomain !== (website.customDomain ?? '')) patch.customDomain = customDomain === '' ? null : customDomain;
  return patch;
}

/** Which field a server refusal of a settings PATCH is about, by the contract's texts. */
const FIELD_TEXTS: ReadonlyArray<[SettingsField, readonly string[]]> = [
  ['tagManagerId', [WEBSITE_TEXTS.tagManagerId, 'tag manager']],
  ['language', [LANGUAGE_TEXTS.malformed, LANGUAGE_TEXTS.tooLong, 'language']],
  ['customDomain', [WEBSITE_TEXTS.customDomain, 'domain']],
  ['slug', [WEBSITE_TEXTS.slug, WEBSITE_TEXTS.reservedSlug, 'website address']],
  ['name', [WEBSITE_TEXTS.name]],
  ['faviconAssetId', ['favicon']],
  ['logoAssetId', ['logo']],
  ['description', ['description']],
];

/**
 * A server refusal's reason (errorMessage: the server's message, possibly 'body.field: sentence') placed under its
 * field: the sentence alone, since the field says what it is about. Null when it names no field (it goes to a toast).
 */
export function serverFieldError(message: string): { field: SettingsField; text: string } | null {
  const lower = message.toLowerCase();
  const colon = message.indexOf(': ');
  const text = colon >= 0 ? message.slice(colon + 2) : message;
  for (const [field, texts] of FIELD_TEXTS) {
    if (texts.some((t) => lower.includes(t.toLowerCase()))) return { field, text };
  }
  return null;
}
