/**
 * A folio in several languages (issue 32): translations of its texts live inside the same folio, in
 * `root.translations` — language tag → text id → the translated text. A text id names one text field of one node
 * (`<nodeId>.<field>`, e.g. `w1.label`, `w1.option.a`, `acc.panel.p1.content`) or of the root (`root.name`). The
 * published page shows the folio's own texts, or a translation's where it has one (a missing translation falls back
 * to the original), so one form keeps one set of submissions whatever language it is read in: option answers are
 * stored by their stable value, never their shown text.
 */
import { RICH_TEXT_LIMITS } from '../inputLimits.ts';
import { DEFAULT_LANGUAGE, languageProblem, normalizeLanguage } from './language.ts';
import type { FolioDocument, FolioNode, FolioRoot } from './types.ts';

/** language tag → text id → translated text */
export type FolioTranslations = Record<string, Record<string, string>>;

export const TRANSLATION_LIMITS = {
  /** languages besides the folio's own */
  languages: 20,
  /** translated texts in one language */
  textsPerLanguage: 5000,
  /** characters of one plain translated text (a rich one may hold as much as a rich text field) */
  plainLength: 5000,
  /** characters of every translated text of the folio together */
  totalLength: 2_000_000,
} as const;

export const TRANSLATION_TEXTS = {
  notAnObject: 'root.translations must map language tags to their texts.',
  tooManyLanguages: `A folio has at most ${TRANSLATION_LIMITS.languages} translations.`,
  ownLanguage: "A translation cannot be in the folio's own language.",
  tooManyTexts: `A translation holds at most ${TRANSLATION_LIMITS.textsPerLanguage} texts.`,
  badTextId: 'A translated text must name a text of the folio (e.g. w1.label).',
  notText: 'A translated text must be a string.',
  tooLong: `A translated text has at most ${TRANSLATION_LIMITS.plainLength} characters.`,
  tagCase: 'Write the language tag in its usual case',
  tooMuch: `The translations hold at most ${TRANSLATION_LIMITS.totalLength} characters in all.`,
} as const;

/** One text of the folio an author may translate. */
export interface TranslatableText {
  /** `<nodeId>.<field>` or `root.<field>` */
  id: string;
  nodeId: string;
  /** the original text */
  text: string;
  /** stored HTML (sanitized like the original) rather than plain text */
  rich: boolean;
  /** what the text is: label, option, placeholder, button, text, heading, thanks, panelTitle, panelContent … */
  role: string;
}

/** `<nodeId or root>.<field…>`: a node id (letters, digits, _ and -), then the field (an option's value may hold more). */
const TEXT_ID = /^[A-Za-z0-9_-]{1,100}\.[^\s]{1,300}$/;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Every text of one node an author may translate (empty ones left out), in the order a reader meets them. */
export function nodeTexts(node: FolioNode): TranslatableText[] {
  const out: TranslatableText[] = [];
  const add = (field: string, text: unknown, role: string, rich = false) => {
    if (typeof text === 'string' && text.trim()) out.push({ id: `${node.id}.${field}`, nodeId: node.id, text, rich, role });
  };
  switch (node.kind) {
    case 'page':
      add('name', node.name, 'heading');
      return out;
    case 'tile':
      add('step', node.step?.title, 'step');
      return out;
    case 'text-resource':
      add('html', node.html, 'text', true);
      return out;
    case 'asset-resource':
      if (!node.decorative) add('alt', node.alt, 'alt');
      return out;
    default:
      break;
  }
  if (!('label' in node) || !('meta' in node)) return out;
  add('label', node.label?.text, 'label');
  switch (node.kind) {
    case 'text-widget':
      add('instructions', node.meta.instructions, 'instructions');
      break;
    case 'multiple-choice-widget':
      for (const option of node.meta.options ?? []) {
        if (option.option?.type === 'text') add(`option.${option.value}`, option.option.text, 'option');
        else if (option.option?.type === 'asset') add(`optionAlt.${option.value}`, option.option.alt, 'alt');
      }
      break;
    case 'button-widget': {
      add('text', node.meta.appearance?.text, 'button');
      const click = node.meta.action?.click;
      if (click?.type === 'submit') {
        add('thankYouHtml', click.thankYouHtml, 'thanks', true);
        add('thankYouMessage', click.thankYouMessage, 'thanks');
      }
      break;
    }
    case 'accordion-widget':
      for (const panel of node.meta.panels ?? []) {
        add(`panel.${panel.id}.title`, panel.title, 'panelTitle');
        add(`panel.${panel.id}.content`, panel.content, 'panelContent', true);
      }
      break;
    case 'search-widget':
      add('placeholder', node.meta.placeholder, 'placeholder');
      break;
    case 'logo-widget':
      add('caption', node.meta.caption, 'caption');
      add('alt', node.meta.alt, 'alt');
      break;
    case 'gallery-widget':
      (node.meta.items ?? []).forEach((item, i) => {
        add(`caption.${i}`, item.caption, 'caption');
        if (!item.decorative) add(`alt.${i}`, item.alt, 'alt');
      });
      break;
    default:
      break;
  }
  if ('feedback' in node && node.feedback) {
    const { checkButton, format } = node.feedback;
    if (node.feedback.enabled) {
      add('checkButton', checkButton?.text, 'button');
      add('correctText', format?.correctText, 'feedback', true);
      add('incorrectText', format?.incorrectText, 'feedback', true);
    }
  }
  return out;
}

/** Every translatable text of the document: the root's, then each page's nodes in reading order. */
export function translatableTexts(doc: FolioDocument): TranslatableText[] {
  const out: TranslatableText[] = [];
  const rootText = (field: 'name' | 'description' | 'closedMessage', role: string) => {
    const text = str(doc.root[field]);
    if (text.trim()) out.push({ id: `root.${field}`, nodeId: 'root', text, rich: false, role });
  };
  rootText('name', 'title');
  rootText('description', 'description');
  rootText('closedMessage', 'closed');
  const seen = new Set<string>();
  const visit = (id: string) => {
    const node = doc.nodes[id];
    if (!node || seen.has(id)) return;
    seen.add(id);
    out.push(...nodeTexts(node));
    if ('children' in node) node.children.forEach(visit);
    if ('resource' in node && node.resource) visit(node.resource);
  };
  doc.root.pages.forEach(visit);
  return out;
}

/** Whether a text id names rich text (its translation is HTML, sanitized like the original). */
export const isRichTextId = (id: string): boolean => /\.(html|thankYouHtml|correctText|incorrectText)$|^[^.]+\.panel\.[^.]+\.content$/.test(id);

/** The languages a folio's texts are in: its own first, then its translations' (tags as stored). */
export function folioLanguages(root: Pick<FolioRoot, 'language' | 'translations'>): string[] {
  const own = ownLanguage(root);
  const others = Object.keys(isObject(root.translations) ? root.translations : {}).filter((tag) => languageProblem(tag) === null && tag !== own);
  return [own, ...others];
}

/** The folio's own language tag, normalized (en when absent or malformed). */
export function ownLanguage(root: Pick<FolioRoot, 'language'>): string {
  const tag = root.language;
  return typeof tag === 'string' && tag.trim() && languageProblem(tag) === null ? normalizeLanguage(tag) : DEFAULT_LANGUAGE;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a folio's translations (shape, tags, sizes), or null; `ownTag` the folio's language (null: not checked against it). */
export function translationsProblem(translations: unknown, ownTag: string | undefined | null): string | null {
  if (translations === undefined) return null;
  if (!isObject(translations)) return TRANSLATION_TEXTS.notAnObject;
  const tags = Object.keys(translations);
  if (tags.length > TRANSLATION_LIMITS.languages) return `root.translations: ${TRANSLATION_TEXTS.tooManyLanguages}`;
  const own = ownTag === null ? null : ownLanguage({ language: ownTag });
  let total = 0;
  for (const tag of tags) {
    const tagProblem = languageProblem(tag);
    if (tagProblem) return `root.translations.${tag.slice(0, 40)}: ${tagProblem}`;
    if (normalizeLanguage(tag) !== tag) return `root.translations.${tag}: ${TRANSLATION_TEXTS.tagCase} (${normalizeLanguage(tag)})`;
    if (tag === own) return `root.translations.${tag}: ${TRANSLATION_TEXTS.ownLanguage}`;
    const texts = translations[tag];
    if (!isObject(texts)) return `root.translations.${tag}: ${TRANSLATION_TEXTS.notAnObject}`;
    const ids = Object.keys(texts);
    if (ids.length > TRANSLATION_LIMITS.textsPerLanguage) return `root.translations.${tag}: ${TRANSLATION_TEXTS.tooManyTexts}`;
    for (const id of ids) {
      if (!TEXT_ID.test(id)) return `root.translations.${tag}: ${TRANSLATION_TEXTS.badTextId}`;
      const text = texts[id];
      if (typeof text !== 'string') return `root.translations.${tag}.${id}: ${TRANSLATION_TEXTS.notText}`;
      const max = isRichTextId(id) ? RICH_TEXT_LIMITS.maxLength : TRANSLATION_LIMITS.plainLength;
      if (text.length > max) return `root.translations.${tag}.${id}: ${isRichTextId(id) ? `A translated text has at most ${max} characters.` : TRANSLATION_TEXTS.tooLong}`;
      total += text.length;
    }
  }
  if (total > TRANSLATION_LIMITS.totalLength) return `root.translations: ${TRANSLATION_TEXTS.tooMuch}`;
  return null;
}

/** Whether two roots' translations differ (only then are they checked again). */
export const translationsChanged = (a: Pick<FolioRoot, 'translations' | 'language'>, b: Pick<FolioRoot, 'translations' | 'language'>): boolean =>
  JSON.stringify(a.translations ?? null) !== JSON.stringify(b.translations ?? null) || (a.language ?? '') !== (b.language ?? '');

/** The translations with `fn` applied to each rich translated text (the server sanitizes them with it). */
export async function mapRichTranslations(
  translations: FolioTranslations,
  fn: (html: string, where: string) => Promise<string>,
): Promise<FolioTranslations> {
  const out: FolioTranslations = {};
  for (const [tag, texts] of Object.entries(translations)) {
    const next: Record<string, string> = {};
    for (const [id, text] of Object.entries(texts)) next[id] = isRichTextId(id) && text ? await fn(text, `root.translations.${tag}.${id}`) : text;
    out[tag] = next;
  }
  return out;
}

/** The one of `languages` a tag asks for: the same tag (case aside), else the same primary language; else null. */
export function matchLanguage(languages: readonly string[], tag: string): string | null {
  const lower = tag.trim().toLowerCase();
  if (!lower) return null;
  const exact = languages.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split('-')[0]!;
  return languages.find((l) => l.toLowerCase() === primary) ?? languages.find((l) => l.toLowerCase().split('-')[0] === primary) ?? null;
}

/**
 * The language among the folio's that a visitor gets: the one the address asks for (`?lang=`), else the first of
 * their browser's (Accept-Language, by quality) that the folio has — exactly, or by its primary language ('fr-CA'
 * reads 'fr') — else the folio's own.
 */
export function chooseLanguage(languages: readonly string[], asked: string | null | undefined, acceptLanguage: string | null | undefined): string {
  const own = languages[0] ?? DEFAULT_LANGUAGE;
  const match = (tag: string) => matchLanguage(languages, tag);
  if (asked) {
    const chosen = match(asked);
    if (chosen) return chosen;
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .slice(0, 20)
      .map((part, i) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
        return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
      })
      .filter((r) => r.tag && r.tag !== '*' && r.q > 0)
      .sort((a, b) => b.q - a.q || a.i - b.i);
    for (const { tag } of ranked) {
      const chosen = match(tag);
      if (chosen) return chosen;
    }
  }
  return own;
}

/** The node with its texts in `texts` (text id → translation; an empty or missing one keeps the original). */
export function translateNode(node: FolioNode, texts: Record<string, string>): FolioNode {
  const t = (field: string, original: string): string => {
    const translated = texts[`${node.id}.${field}`];
    return typeof translated === 'string' && translated.trim() ? translated : original;
  };
  const n = node as FolioNode & Record<string, unknown>;
  switch (node.kind) {
    case 'page':
      return { ...node, name: t('name', node.name) };
    case 'tile':
      return node.step ? { ...node, step: { ...node.step, title: t('step', node.step.title) } } : node;
    case 'text-resource':
      return { ...node, html: t('html', node.html) };
    case 'asset-resource':
      return node.alt ? { ...node, alt: t('alt', node.alt) } : node;
    default:
      break;
  }
  if (!('label' in node) || !('meta' in node)) return node;
  let out = { ...n, label: node.label ? { ...node.label, text: t('label', node.label.text ?? '') } : node.label } as FolioNode;
  const meta = (node as { meta: Record<string, unknown> }).meta;
  const withMeta = (m: Record<string, unknown>) => (out = { ...out, meta: m } as FolioNode);
  switch (node.kind) {
    case 'text-widget':
      withMeta({ ...meta, instructions: t('instructions', node.meta.instructions ?? '') });
      break;
    case 'multiple-choice-widget':
      withMeta({
        ...meta,
        options: (node.meta.options ?? []).map((o) =>
          o.option?.type === 'text'
            ? { ...o, option: { ...o.option, text: t(`option.${o.value}`, o.option.text) } }
            : o.option?.type === 'asset' && o.option.alt
              ? { ...o, option: { ...o.option, alt: t(`optionAlt.${o.value}`, o.option.alt) } }
              : o,
        ),
      });
      break;
    case 'button-widget': {
      const click = node.meta.action?.click;
      withMeta({
        ...meta,
        appearance: { ...node.meta.appearance, text: t('text', node.meta.appearance?.text ?? '') },
        action:
          click?.type === 'submit'
            ? {
                click: {
                  ...click,
                  ...(click.thankYouHtml !== undefined ? { thankYouHtml: t('thankYouHtml', click.thankYouHtml) } : {}),
                  ...(click.thankYouMessage !== undefined ? { thankYouMessage: t('thankYouMessage', click.thankYouMessage) } : {}),
                },
              }
            : node.meta.action,
      });
      break;
    }
    case 'accordion-widget':
      withMeta({
        ...meta,
        panels: (node.meta.panels ?? []).map((p) => ({ ...p, title: t(`panel.${p.id}.title`, p.title), content: t(`panel.${p.id}.content`, p.content) })),
      });
      break;
    case 'search-widget':
      withMeta({ ...meta, placeholder: t('placeholder', node.meta.placeholder ?? '') });
      break;
    case 'logo-widget':
      withMeta({ ...meta, caption: t('caption', node.meta.caption ?? ''), ...(node.meta.alt !== undefined ? { alt: t('alt', node.meta.alt) } : {}) });
      break;
    case 'gallery-widget':
      withMeta({
        ...meta,
        items: (node.meta.items ?? []).map((item, i) => ({
          ...item,
          ...(item.caption !== undefined ? { caption: t(`caption.${i}`, item.caption) } : {}),
          ...(item.alt !== undefined ? { alt: t(`alt.${i}`, item.alt) } : {}),
        })),
      });
      break;
    default:
      break;
  }
  if ('feedback' in node && node.feedback) {
    const { checkButton, format } = node.feedback;
    out = {
      ...out,
      feedback: {
        ...node.feedback,
        checkButton: { ...checkButton, text: t('checkButton', checkButton?.text ?? '') },
        format: { ...format, correctText: t('correctText', format?.correctText ?? ''), incorrectText: t('incorrectText', format?.incorrectText ?? '') },
      },
    } as FolioNode;
  }
  return out;
}

/** The document as read in `language`: the folio's own texts where that language has no translation. */
export function translateDocument(doc: FolioDocument, language: string): FolioDocument {
  const texts = isObject(doc.root.translations) ? doc.root.translations[language] : undefined;
  if (!isObject(texts) || language === ownLanguage(doc.root)) return doc;
  const nodes: FolioDocument['nodes'] = {};
  for (const [id, node] of Object.entries(doc.nodes)) nodes[id] = translateNode(node, texts);
  const rootText = (field: 'name' | 'description' | 'closedMessage') => {
    const value = texts[`root.${field}`];
    return typeof value === 'string' && value.trim() ? value : doc.root[field];
  };
  const root = { ...doc.root, name: rootText('name') ?? doc.root.name, description: rootText('description') ?? doc.root.description };
  const closedMessage = rootText('closedMessage');
  if (closedMessage !== undefined) root.closedMessage = closedMessage;
  return { ...doc, root, nodes };
}

/** The translations with the node ids of their text ids renamed through `to` (a folio whose ids change keeps them). */
export function renameTranslationIds(translations: FolioTranslations | undefined, to: (id: string) => string): FolioTranslations | undefined {
  if (!isObject(translations)) return translations;
  const out: FolioTranslations = {};
  for (const [tag, texts] of Object.entries(translations)) {
    out[tag] = Object.fromEntries(
      Object.entries(texts).map(([id, text]) => {
        const dot = id.indexOf('.');
        const nodeId = id.slice(0, dot);
        return [nodeId === 'root' ? id : `${to(nodeId)}${id.slice(dot)}`, text];
      }),
    );
  }
  return out;
}

/** How many of the folio's texts a language translates, of how many (for the editor's list). */
export function translationProgress(doc: FolioDocument, language: string): { done: number; total: number } {
  const texts = translatableTexts(doc);
  const own = doc.root.translations?.[language] ?? {};
  return { done: texts.filter((t) => (own[t.id] ?? '').trim() !== '').length, total: texts.length };
}
