import type { Intent } from '../onboarding.ts';

/** What anyone may see of a user (GET /public/api/usersR1/{id}). */
export interface PublicProfile {
  id: string;
  displayName: string;
  businessName: string;
  profileSummary: string;
  friendlyUrl: string | null;
  avatarUrl: string | null;
}

/** What a user sees of themselves (GET /api/users/me, and the answer of PATCH /api/usersR1/{id}). */
export interface OwnProfile extends PublicProfile {
  email: string;
  folioDefaultTags: string[];
  assetDefaultTags: string[];
  superAdmin: boolean;
  /** manages ordinary users (issue 15) */
  isAdmin: boolean;
  accountTypeId: number;
  showTipOfTheDay: boolean;
  showWelcomeMessage: boolean;
  showMgMiniVideo: boolean;
  /** ISO 8601 */
  createdAt: string;
  /** the web app's language they chose (issue 32); null = their browser's */
  language: AppLanguageTag | null;
  /** their answer to the first-run question (an INTENTS value, '' = skipped); null = not asked yet */
  intent: string | null;
  /** whether they dismissed the getting-started checklist on their dashboard */
  checklistDismissed: boolean;
}

/** The languages the web app ships (issue 32); the web's i18n/languages.ts names them. */
export const APP_LANGUAGE_TAGS = ['en', 'fr', 'ar'] as const;
export type AppLanguageTag = (typeof APP_LANGUAGE_TAGS)[number];

/**
 * The body of PATCH /api/usersR1/{id}: only these fields may change; `friendlyUrl: null` removes it.
 * `avatarBlobId` is an uploaded image of the user's own (the `uuid` of an upload token); null removes the avatar.
 */
export type ProfilePatch = Partial<
  Pick<OwnProfile, 'displayName' | 'businessName' | 'profileSummary' | 'friendlyUrl' | 'folioDefaultTags' | 'assetDefaultTags'>
> & {
  avatarBlobId?: string | null;
  /** null = follow the browser */
  language?: AppLanguageTag | null;
  /** an INTENTS value, or '' for "something else" (skipped) */
  intent?: Intent | '';
  /** true hides the getting-started checklist for good */
  checklistDismissed?: true;
};

/** The steps of the getting-started checklist, in order (issue 32). */
export const CHECKLIST_STEPS = ['folio', 'image', 'publish', 'website', 'share'] as const;
export type ChecklistStepId = (typeof CHECKLIST_STEPS)[number];

/** GET /api/users/me/checklist: each step ticked from the person's own data. */
export interface Checklist {
  steps: Array<{ id: ChecklistStepId; done: boolean }>;
  /** how many steps are done */
  doneCount: number;
  dismissed: boolean;
  /** their most recently changed folio (the image, publish and share steps link to it); null when none */
  latestFolioId: string | null;
}

