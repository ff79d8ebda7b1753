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
}

/**
 * The body of PATCH /api/usersR1/{id}: only these fields may change; `friendlyUrl: null` removes it.
 * `avatarBlobId` is an uploaded image of the user's own (the `uuid` of an upload token); null removes the avatar.
 */
export type ProfilePatch = Partial<
  Pick<OwnProfile, 'displayName' | 'businessName' | 'profileSummary' | 'friendlyUrl' | 'folioDefaultTags' | 'assetDefaultTags'>
> & { avatarBlobId?: string | null };
