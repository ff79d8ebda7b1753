/**
 * What a newcomer is making (issue 32): the first-run question's answers, stored as users.intent, and the intents a
 * built-in template serves (packages/server/templates/), so the gallery shows first the templates of the answer.
 */
export const INTENTS = ['portfolio', 'business', 'event', 'form', 'shop', 'personal', 'education'] as const;
export type Intent = (typeof INTENTS)[number];

export const isIntent = (value: unknown): value is Intent => typeof value === 'string' && (INTENTS as readonly string[]).includes(value);

/** A built-in template makes one folio, or a website with its page folios. */
export const BUILTIN_TEMPLATE_KINDS = ['folio', 'website'] as const;
export type BuiltinTemplateKind = (typeof BUILTIN_TEMPLATE_KINDS)[number];

/** A built-in template as GET /api/templates/builtin lists it. */
export interface BuiltinTemplateSummary {
  slug: string;
  /** English; the web app shows its own translation (templates.json, builtin.<slug>.title) */
  title: string;
  description: string;
  intents: Intent[];
  kind: BuiltinTemplateKind;
  /** a picture of the template, served by the app (`/api/templates/builtin/{slug}/preview`) */
  previewUrl: string;
}

/** What POST /api/templates/builtin/{slug}/use made: the folio to open, or the website and its pages' folios. */
export interface BuiltinTemplateUse {
  kind: BuiltinTemplateKind;
  /** the folio to open in the editor (a website's home page) */
  folioId: string;
  /** every folio made, in page order */
  folioIds: string[];
  /** the website made (kind 'website'), else null */
  websiteId: string | null;
}
