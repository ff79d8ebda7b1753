import { describe, expect, it } from 'vitest';
import { can, type Action } from './can.ts';

const me = { userId: 'u1', tokenId: 't1', isSuperAdmin: false };
const admin = { userId: 'a1', tokenId: 't2', isSuperAdmin: true };

const matrix: Array<[string, typeof me, Action, boolean]> = [
  ['a user updates their own profile', me, { kind: 'user.updateProfile', userId: 'u1' }, true],
  ['a user updates someone else’s profile', me, { kind: 'user.updateProfile', userId: 'u2' }, false],
  ['a super admin updates someone else’s profile', admin, { kind: 'user.updateProfile', userId: 'u1' }, false],
  ['a user changes their own password', me, { kind: 'user.changePassword', userId: 'u1' }, true],
  ['a user changes someone else’s password', me, { kind: 'user.changePassword', userId: 'u2' }, false],
  ['a super admin changes someone else’s password', admin, { kind: 'user.changePassword', userId: 'u1' }, false],
  ['a user reads the outbox', me, { kind: 'admin.readOutbox' }, false],
  ['a super admin reads the outbox', admin, { kind: 'admin.readOutbox' }, true],
  ['a user reads login logs', me, { kind: 'admin.readLoginLogs' }, false],
  ['a super admin reads login logs', admin, { kind: 'admin.readLoginLogs' }, true],
];

describe('can', () => {
  it.each(matrix)('%s → %s', (_name, user, action, allowed) => {
    expect(can(user, action)).toBe(allowed);
  });
});
