import { useMe } from '../api/users.ts';
import { useSession } from '../session/store.ts';

/**
 * What the signed-in account may administer (spec §6): `administrator` for an admin or a super admin (users,
 * login log, everyone's analytics), `superAdmin` for the super admin's own screens (audit log, outbox). Whether an
 * account is an admin comes with its profile; `pending` while that is still loading. The server decides again.
 */
export function useRoles(): { administrator: boolean; superAdmin: boolean; pending: boolean } {
  const session = useSession();
  const me = useMe();
  const superAdmin = session?.isSuperAdmin === true;
  return { administrator: superAdmin || me.data?.isAdmin === true, superAdmin, pending: !superAdmin && session !== null && me.isPending };
}
