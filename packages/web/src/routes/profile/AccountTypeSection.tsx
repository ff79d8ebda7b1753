/**
 * The account type on the profile (issue 13): what the user has, the licences bought (and until when), and an
 * upgrade for a year through the cart. The limits each type sets are enforced on the server.
 */
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_TYPES, accountTypeOf, fromMinor, type AccountLicense } from '@folio/model';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { call, errorMessage } from '../../api/client.ts';
import { useAddToCart } from '../../api/selling.ts';
import { formatBytes, formatNumber, storageParts } from '../../i18n/format.ts';
import { updateAccountType, useSession } from '../../session/store.ts';
import { accountTypeName } from './accountTypeName.ts';


export function AccountTypeSection() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const licences = useQuery({ queryKey: ['myLicences'], queryFn: () => call<AccountLicense[]>('/api/users/me/licenses') });
  const add = useAddToCart();
  const usage = useQuery({
    queryKey: ['myUsage'],
    queryFn: async () =>
      Promise.all(
        (['file.store', 'website.create', 'submission.receive'] as const).map((action) =>
          call<{ action: string; limit: number | null; used: number | null }>('/api/users/check/actionPermit', { query: { action } }),
        ),
      ),
  });
  const navigate = useNavigate();
  const running = (licences.data ?? []).filter((l) => l.active);
  // A licence bought since sign-in raises the type the session knows (spec §4: account type can be updated).
  const effective = Math.max(session?.accountType ?? 1, ...running.map((l) => l.accountTypeId));
  useEffect(() => {
    if (session && effective !== session.accountType) updateAccountType(effective);
  }, [session, effective]);
  const current = accountTypeOf(effective);
  const upgrades = ACCOUNT_TYPES.filter((type) => type.yearlyPriceMinor > 0 && type.id > current.id);
  return (
    <Stack gap="sm" data-testid="account-type">
      <Group gap="xs">
        <Text fw={600}>{accountTypeName(current.id)}</Text>
        <Text size="sm" c="dimmed">
          {t('accountType.storage', { size: formatBytes(current.storageLimitBytes, 1) })}
        </Text>
      </Group>
      {usage.data && (
        <Stack gap={2} data-testid="account-usage">
          {usage.data.map((p) => (
            <Text key={p.action} size="sm">
              {p.action === 'file.store'
                ? t('accountType.usage.storage', { value: t('common:storage', storageParts(p.used ?? 0, p.limit ?? 0)) })
                : p.action === 'website.create'
                  ? t('accountType.usage.websites', { value: p.limit === null ? t('accountType.usage.noLimit') : t('accountType.usage.of', { used: String(p.used ?? 0), limit: String(p.limit) }) })
                  : t('accountType.usage.submissions', {
                      value: p.limit === null ? t('accountType.usage.noLimit') : t('accountType.usage.of', { used: formatNumber(p.used ?? 0), limit: formatNumber(p.limit) }),
                    })}
            </Text>
          ))}
          <Text size="sm">{t('accountType.usage.analytics', { days: String(current.analyticsDays) })}</Text>
        </Stack>
      )}
      {running.map((l) => (
        <Text key={l.id} size="sm" data-testid="account-licence">
          <Badge variant="light" me={6}>
            {accountTypeName(l.accountTypeName)}
          </Badge>
          {t('accountType.until', { date: l.endsOn })}
        </Text>
      ))}
      {upgrades.length > 0 && (
        <Group gap="xs">
          {upgrades.map((type) => (
            <Button
              key={type.id}
              variant="light"
              loading={add.isPending && add.variables?.accountTypeId === type.id}
              onClick={() =>
                add.mutate(
                  { type: 'accountLicense', accountTypeId: type.id },
                  { onSuccess: () => void navigate('/cart'), onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }) },
                )
              }
              data-testid={`account-upgrade-${type.id}`}
            >
              {t('accountType.upgrade', { name: accountTypeName(type.id), price: fromMinor(type.yearlyPriceMinor) })}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
