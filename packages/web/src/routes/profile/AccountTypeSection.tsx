/**
 * The account type on the profile (issue 13): what the user has, the licences bought (and until when), and an
 * upgrade for a year through the cart. The limits each type sets are enforced on the server.
 */
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_TYPES, accountTypeOf, formatBytes, fromMinor, storageText, type AccountLicense } from '@folio/model';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { call, errorMessage } from '../../api/client.ts';
import { useAddToCart } from '../../api/selling.ts';
import { updateAccountType, useSession } from '../../session/store.ts';


export function AccountTypeSection() {
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
  const upgrades = ACCOUNT_TYPES.filter((t) => t.yearlyPriceMinor > 0 && t.id > current.id);
  return (
    <Stack gap="sm" data-testid="account-type">
      <Group gap="xs">
        <Text fw={600}>{current.name}</Text>
        <Text size="sm" c="dimmed">
          {formatBytes(current.storageLimitBytes, 1)} of storage
        </Text>
      </Group>
      {usage.data && (
        <Stack gap={2} data-testid="account-usage">
          {usage.data.map((p) => (
            <Text key={p.action} size="sm">
              {p.action === 'file.store'
                ? `Storage: ${storageText(p.used ?? 0, p.limit ?? 0)}`
                : p.action === 'website.create'
                  ? `Websites: ${p.limit === null ? 'no limit' : `${p.used ?? 0} of ${p.limit}`}`
                  : `Submissions this month: ${p.limit === null ? 'no limit' : `${(p.used ?? 0).toLocaleString('en')} of ${p.limit.toLocaleString('en')}`}`}
            </Text>
          ))}
          <Text size="sm">Analytics history: {current.analyticsDays} days</Text>
        </Stack>
      )}
      {running.map((l) => (
        <Text key={l.id} size="sm" data-testid="account-licence">
          <Badge variant="light" mr={6}>
            {l.accountTypeName}
          </Badge>
          until {l.endsOn}
        </Text>
      ))}
      {upgrades.length > 0 && (
        <Group gap="xs">
          {upgrades.map((t) => (
            <Button
              key={t.id}
              variant="light"
              loading={add.isPending && add.variables?.accountTypeId === t.id}
              onClick={() =>
                add.mutate(
                  { type: 'accountLicense', accountTypeId: t.id },
                  { onSuccess: () => void navigate('/cart'), onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }) },
                )
              }
              data-testid={`account-upgrade-${t.id}`}
            >
              {t.name} for a year, {fromMinor(t.yearlyPriceMinor)} CAD
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
