import type { AuthUser } from './authenticate.ts';

/**
 * Every authorization decision about users and administration, in one place.
 * Later areas (folios, assets, libraries) add their actions here, each with its matrix test.
 */
export type Action =
  | { kind: 'user.updateProfile'; userId: string }
  | { kind: 'user.changePassword'; userId: string }
  | { kind: 'admin.readOutbox' }
  | { kind: 'admin.readLoginLogs' };

export function can(user: AuthUser, action: Action): boolean {
  switch (action.kind) {
    case 'user.updateProfile':
    case 'user.changePassword':
      return user.userId === action.userId;
    case 'admin.readOutbox':
    case 'admin.readLoginLogs':
      return user.isSuperAdmin;
  }
}
