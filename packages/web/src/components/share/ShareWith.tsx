/** The share dialog's form: accounts or account groups, at a level, with the publish and share-further rights. */
import { Button, Checkbox, Group, MultiSelect, SegmentedControl, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { errorMessage } from '../../api/client.ts';
import { useMyGroups } from '../../api/people.ts';
import { useCreateShare, type ShareItemType, type ShareOverview } from '../../api/shares.ts';
import { AccountPicker } from '../AccountPicker.tsx';
import { levelOptions, rightsOf, type Level } from './levels.ts';

export function ShareWith({ itemType, itemId, overview, selfId }: { itemType: ShareItemType; itemId: string; overview: ShareOverview; selfId: string }) {
  const { t } = useTranslation('share');
  const [target, setTarget] = useState<'user' | 'group'>('user');
  const [accounts, setAccounts] = useState<string[]>([]);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [level, setLevel] = useState<Level>('view');
  const [canPublish, setCanPublish] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const groups = useMyGroups();
  const create = useCreateShare(itemType, itemId);
  const chosen = target === 'user' ? accounts : groupIds;
  const levels = levelOptions(itemType).filter((l) => {
    const r = rightsOf(l.value, { canPublish: false, canShare: false }, overview);
    return l.value === 'view' || r.canEditContent || r.canEditSettings;
  });

  const submit = () =>
    create.mutate(
      { permitteeType: target, accounts: chosen, ...rightsOf(level, { canPublish, canShare }, overview) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: target === 'user' ? t('with.sharedPeople') : t('with.sharedGroup'), 'data-testid': 'share-done' });
          setAccounts([]);
          setGroupIds([]);
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );

  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        value={target}
        onChange={(v) => setTarget(v === 'group' ? 'group' : 'user')}
        data={[
          { value: 'user', label: t('with.people') },
          { value: 'group', label: t('with.groups') },
        ]}
        data-testid="share-target"
      />
      {target === 'user' ? (
        <AccountPicker label={t('with.label')} value={accounts} onChange={setAccounts} exclude={[selfId, overview.owner?.id ?? '']} testId="share-accounts" />
      ) : (
        <MultiSelect
          label={t('with.groupsLabel')}
          placeholder={groups.data?.length ? t('with.groupsPlaceholder') : t('with.noGroups')}
          data={(groups.data ?? []).map((g) => ({ value: g.id, label: `${g.name} (${g.members.length})` }))}
          value={groupIds}
          onChange={setGroupIds}
          disabled={!groups.data?.length}
          data-testid="share-groups"
        />
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select label={t('with.level')} data={levels} value={level} onChange={(v) => setLevel((v as Level | null) ?? 'view')} allowDeselect={false} w={230} data-testid="share-level" />
        <Button onClick={submit} disabled={chosen.length === 0} loading={create.isPending} data-testid="share-submit">
          {t('with.submit')}
        </Button>
      </Group>
      <Group gap="lg">
        {itemType === 'folio' && overview.canPublish && (
          <Checkbox label={t('with.canPublish')} checked={canPublish} disabled={level !== 'settings' && level !== 'edit'} onChange={(e) => setCanPublish(e.currentTarget.checked)} data-testid="share-can-publish" />
        )}
        {overview.canShare && <Checkbox label={t('with.canShare')} checked={canShare} onChange={(e) => setCanShare(e.currentTarget.checked)} data-testid="share-can-share" />}
      </Group>
    </Stack>
  );
}
