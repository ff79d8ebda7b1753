/**
 * The owner's licence options of a folio or asset (issue 13): each is a licence type at a price, published at once
 * so buyers see it in the marketplace; removing one withdraws it (what was bought stays bought).
 */
import { ActionIcon, Alert, Anchor, Button, Group, NumberInput, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { LICENSE_TYPES, LICENSE_TYPE_INFO, PURCHASE_OPTION_CREATE_FAILED, PURCHASE_OPTION_DELETE_FAILED, isLicenseType } from '@folio/model';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAddLicenseOption, useDeleteLicenseOption, useLicenseOptions, usePayoutAccount } from '../../api/selling.ts';
import { notifyFailed } from '../../lib/failure.ts';
import { useSession } from '../../session/store.ts';
import { LicenseTerms } from './LicenseTerms.tsx';

const CURRENCIES = ['CAD', 'USD', 'EUR', 'GBP'];

export function LicenseOptionsEditor({ itemType, itemId, isPublic }: { itemType: 'folio' | 'asset' | 'library'; itemId: string; isPublic: boolean }) {
  const session = useSession();
  const options = useLicenseOptions(itemId, true);
  const payouts = usePayoutAccount(session?.currentUserId ?? '');
  const add = useAddLicenseOption(itemType, itemId);
  const remove = useDeleteLicenseOption(itemId);
  const [licenseType, setLicenseType] = useState<string>(itemType === 'library' ? 'view' : itemType === 'asset' ? 'personal' : 'edit');
  const [price, setPrice] = useState<string | number>(10);
  const [tax, setTax] = useState<string | number>(0);
  const [currency, setCurrency] = useState('CAD');
  const offered = (options.data ?? []).filter((o) => o.published);
  const types = itemType === 'asset' ? (['personal', 'site', 'resale'] as const) : itemType === 'library' ? (['view'] as const) : LICENSE_TYPES;
  const priced = offered.some((o) => Number(o.published?.price ?? 0) > 0) || Number(price) > 0;
  const submit = () =>
    add.mutate(
      { licenseType: licenseType as (typeof LICENSE_TYPES)[number], price: String(price || 0), taxPercentage: String(tax || 0), currency },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'Licence option published.' }),
        onError: (e) => notifyFailed(PURCHASE_OPTION_CREATE_FAILED, e),
      },
    );
  return (
    <Stack gap="xs" data-testid="license-options">
      <Text fw={600} size="sm">
        Sell licences
      </Text>
      {!isPublic && (
        <Text size="xs" c="dimmed">
          Buyers find it in the marketplace once it is public{itemType === 'folio' ? ' and published' : ''}.
        </Text>
      )}
      {offered.length === 0 && !options.isPending && (
        <Text size="sm" c="dimmed" data-testid="license-options-empty">
          Not for sale yet. Add a licence with its price below.
        </Text>
      )}
      {offered.map((o) => {
        return (
          <Paper key={o.id} withBorder p="xs" radius="md" data-testid="license-option">
            <Group justify="space-between" wrap="nowrap">
              <LicenseTerms terms={o.published!} />
              <Tooltip label="Stop offering this licence">
                <ActionIcon variant="subtle" color="red" aria-label="Stop offering this licence" loading={remove.isPending} onClick={() => remove.mutate(o.id, { onError: (e) => notifyFailed(PURCHASE_OPTION_DELETE_FAILED, e) })} data-testid="license-option-delete">
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Paper>
        );
      })}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label="Licence"
          data={types.map((t) => ({ value: t, label: LICENSE_TYPE_INFO[t].label }))}
          value={licenseType}
          onChange={(v) => v && setLicenseType(v)}
          allowDeselect={false}
          w={170}
          data-testid="license-new-type"
        />
        <NumberInput label="Price" min={0} max={1_000_000} decimalScale={2} value={price} onChange={setPrice} w={100} data-testid="license-new-price" />
        <NumberInput label="Tax %" min={0} max={100} decimalScale={2} value={tax} onChange={setTax} w={80} data-testid="license-new-tax" />
        <Select label="Currency" data={CURRENCIES} value={currency} onChange={(v) => v && setCurrency(v)} allowDeselect={false} w={90} data-testid="license-new-currency" />
        <Button onClick={submit} loading={add.isPending} data-testid="license-new-add">
          Offer
        </Button>
      </Group>
      {isLicenseType(licenseType) && (
        <Text size="xs" c="dimmed">
          Buyers may {LICENSE_TYPE_INFO[licenseType].allows.join(', ')}.
        </Text>
      )}
      {priced && payouts.isSuccess && !payouts.data?.chargesEnabled && (
        <Alert color="yellow" variant="light" p="xs" data-testid="license-payouts-needed">
          <Text size="xs">
            Buyers can pay you once payouts are set up.{' '}
            <Anchor component={Link} to="/sales" size="xs">
              Set up payouts
            </Anchor>
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
