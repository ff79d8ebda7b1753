/**
 * The owner's licence options of a folio or asset (issue 13): each is a licence type at a price, published at once
 * so buyers see it in the marketplace; removing one withdraws it (what was bought stays bought).
 */
import { ActionIcon, Alert, Anchor, Button, Group, NumberInput, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { LICENSE_TYPES, PURCHASE_OPTION_CREATE_FAILED, PURCHASE_OPTION_DELETE_FAILED, isLicenseType, type LicenseOptionRoot } from '@folio/model';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useAppConfig } from '../../api/config.ts';
import { useLicenseOptionRequests, useLicenseOptions, usePayoutAccount } from '../../api/selling.ts';
import { useEntities } from '../../lib/useEntities.ts';
import { notifyFailed } from '../../lib/failure.ts';
import { useSession } from '../../session/store.ts';
import { LicenseTerms } from './LicenseTerms.tsx';
import { licenceAllows, licenceLabel } from './licenceText.ts';

const CURRENCIES = ['CAD', 'USD', 'EUR', 'GBP'];

type Terms = Partial<LicenseOptionRoot>;

let drafts = 0;
const newDraftId = () => `draft-${++drafts}`;

/**
 * The new option's terms are a client-held entity (spec §4): edited before the server has it, put back to its
 * first values by Reset, created (and published) by Offer; withdrawing an offered option removes it and commits
 * the deletion.
 */
export function LicenseOptionsEditor({ itemType, itemId, isPublic }: { itemType: 'folio' | 'asset' | 'library'; itemId: string; isPublic: boolean }) {
  const { t } = useTranslation('selling');
  const session = useSession();
  const sitesOrigin = useAppConfig().data?.sitesOrigin;
  const options = useLicenseOptions(itemId, true);
  const payouts = usePayoutAccount(session?.currentUserId ?? '');
  const entities = useEntities<Terms>(useLicenseOptionRequests(itemType, itemId));
  const firstTerms: Terms = { licenseType: itemType === 'library' ? 'view' : itemType === 'asset' ? 'personal' : 'edit', price: '10', taxPercentage: '0', currency: 'CAD' };
  const [draftId, setDraftId] = useState(newDraftId);
  const draft = entities.get(draftId);
  useEffect(() => {
    if (!draft) entities.add(draftId, firstTerms);
    // firstTerms depends on itemType only, which a mounted editor keeps.
  }, [draft, draftId, entities]);
  const terms = draft?.current ?? firstTerms;
  const set = <K extends keyof Terms & string>(field: K) => (value: Terms[K]) => draft && entities.set(draftId, field, value);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const licenseType = terms.licenseType ?? '';
  const price = terms.price ?? '0';
  const offered = (options.data ?? []).filter((o) => o.published);
  const types = itemType === 'asset' ? (['personal', 'site', 'resale'] as const) : itemType === 'library' ? (['view'] as const) : LICENSE_TYPES;
  const priced = offered.some((o) => Number(o.published?.price ?? 0) > 0) || Number(price) > 0;
  const submit = async () => {
    setAdding(true);
    try {
      await entities.commit(draftId);
      notifications.show({ color: 'green', message: t('editor.published') });
      setDraftId(newDraftId());
    } catch (e) {
      notifyFailed(PURCHASE_OPTION_CREATE_FAILED, e);
    } finally {
      setAdding(false);
    }
  };
  const withdraw = async (id: string, published: LicenseOptionRoot) => {
    setRemoving(id);
    try {
      await entities.deleteFetched(id, published);
    } catch (e) {
      notifyFailed(PURCHASE_OPTION_DELETE_FAILED, e);
    } finally {
      setRemoving(null);
    }
  };
  return (
    <Stack gap="xs" data-testid="license-options">
      <Text fw={600} size="sm">
        {t('editor.title')}
      </Text>
      {!isPublic && (
        <Text size="xs" c="dimmed">
          {itemType === 'folio' ? t('editor.notPublicFolio') : t('editor.notPublic')}
        </Text>
      )}
      {offered.length === 0 && !options.isPending && (
        <Text size="sm" c="dimmed" data-testid="license-options-empty">
          {t('editor.empty')}
        </Text>
      )}
      {offered.map((o) => {
        return (
          <Paper key={o.id} withBorder p="xs" radius="md" data-testid="license-option">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <LicenseTerms terms={o.published!} itemType={itemType} />
                {isPublic && sitesOrigin && (
                  <Anchor href={`${sitesOrigin}/buy/${o.id}`} target="_blank" rel="noopener noreferrer" size="xs" data-testid="license-option-page">
                    <Group gap={4} component="span">
                      {t('editor.productPage')} <IconExternalLink size={12} aria-hidden />
                    </Group>
                  </Anchor>
                )}
              </Stack>
              <Tooltip label={t('editor.withdraw')}>
                <ActionIcon variant="subtle" color="red" aria-label={t('editor.withdraw')} loading={removing === o.id} onClick={() => void withdraw(o.id, o.published!)} data-testid="license-option-delete">
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Paper>
        );
      })}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t('editor.licence')}
          data={types.map((type) => ({ value: type, label: licenceLabel(type) }))}
          value={licenseType}
          onChange={(v) => v && isLicenseType(v) && set('licenseType')(v)}
          allowDeselect={false}
          w={170}
          data-testid="license-new-type"
        />
        <NumberInput label={t('editor.price')} min={0} max={1_000_000} decimalScale={2} value={price} onChange={(v) => set('price')(String(v))} w={100} data-testid="license-new-price" />
        <NumberInput label={t('editor.tax')} min={0} max={100} decimalScale={2} value={terms.taxPercentage ?? '0'} onChange={(v) => set('taxPercentage')(String(v))} w={80} data-testid="license-new-tax" />
        <Select label={t('editor.currency')} data={CURRENCIES} value={terms.currency ?? 'CAD'} onChange={(v) => v && set('currency')(v)} allowDeselect={false} w={90} data-testid="license-new-currency" />
        <Button onClick={() => void submit()} loading={adding} disabled={!draft} data-testid="license-new-add">
          {t('editor.offer')}
        </Button>
        <Button variant="subtle" onClick={() => entities.discard(draftId)} disabled={!draft?.patches.length || adding} data-testid="license-new-reset">
          {t('editor.reset')}
        </Button>
      </Group>
      {isLicenseType(licenseType) && (
        <Text size="xs" c="dimmed">
          {t('editor.buyersMay', { allows: licenceAllows(licenseType, itemType, 'seller') })}
        </Text>
      )}
      {priced && payouts.isSuccess && !payouts.data?.chargesEnabled && (
        <Alert color="yellow" variant="light" p="xs" data-testid="license-payouts-needed">
          <Text size="xs">
            {t('editor.payoutsNeeded')}{' '}
            {/* The link's own blue is too faint on the yellow alert (WCAG 1.4.3): the alert's text colour, underlined. */}
            <Anchor component={Link} to="/sales" size="xs" c="inherit" underline="always">
              {t('editor.setUpPayouts')}
            </Anchor>
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
