/**
 * Personal access tokens (issue 30): what a token may reach is a list of scopes `<area>:read` / `<area>:write`
 * (write includes read). Shared by the server (auth/apiTokens.ts, can()) and the profile's token form.
 */

/** The parts of the API a token's scopes name; `admin` only an administrator may give. */
export const API_AREAS = ['folios', 'assets', 'libraries', 'websites', 'submissions', 'analytics', 'commerce', 'webhooks', 'admin'] as const;
export type ApiArea = (typeof API_AREAS)[number];
export type ApiAccess = 'read' | 'write';
export type ApiScope = `${ApiArea}:${ApiAccess}`;

export const API_SCOPES: readonly ApiScope[] = API_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`] as ApiScope[]);

/** What each area covers, in the words the profile shows. */
export const API_AREA_LABELS: Record<ApiArea, string> = {
  folios: 'Folios, their pages, comments and charts',
  assets: 'Assets and uploads',
  libraries: 'Libraries',
  websites: 'Websites',
  submissions: 'Form submissions',
  analytics: 'Analytics',
  commerce: 'Sales, orders, purchases and licence options',
  webhooks: 'Webhooks and their deliveries',
  admin: 'Administration (administrators only)',
};

/** A token's name: 1–100 characters after trimming. */
export const API_TOKEN_NAME_MAX = 100;
/** At most this many live tokens per account. */
export const API_TOKENS_PER_USER = 50;
/** The visible start of every token: a secret scanner (and a person) can tell a Folio token from other secrets. */
export const API_TOKEN_PREFIX = 'fol_';

/** A token as listed (never the token itself, which is shown once when made). */
export interface ApiTokenSummary {
  id: string;
  name: string;
  /** the token's first characters, to tell it apart */
  prefix: string;
  scopes: string[];
  /** ISO 8601; null: never */
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
}

export const isApiScope = (value: string): value is ApiScope => (API_SCOPES as readonly string[]).includes(value);

/** Whether `scopes` let a request of `access` into `area` (write includes read). */
export function scopesAllow(scopes: readonly string[], area: ApiArea, access: ApiAccess): boolean {
  return scopes.includes(`${area}:write`) || (access === 'read' && scopes.includes(`${area}:read`));
}

/** The refusal for a token used outside its scopes (403), naming the scope it needs. */
export function scopeRefusal(area: ApiArea | null, access: ApiAccess): string {
  if (!area) return 'An access token cannot be used for this; sign in to do it';
  return `This access token needs the scope ${area}:${access} for this request`;
}
