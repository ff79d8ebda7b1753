/**
 * Offer the folio as a free template (issue 13): others find it under Templates and make their own copy, with the
 * rights of the licence chosen here. Only its owner sees this; the folio must be public and published to be listed.
 */
import { Select, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { licenceAllows } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { errorMessage } from '../../api/client.ts';
import { COPY_LICENSES, useLicenseOptions, useTemplateOffer } from '../../api/selling.ts';
import { licenceAllows as allowedText, licenceLabel } from '../../components/selling/licenceText.ts';
import { notifyFailed } from '../../lib/failure.ts';
import { useSession } from '../../session/store.ts';
import { useEditor } from '../store/react.tsx';

export function TemplateOffer() {
  const { t } = useTranslation('editor');
  const folioId = useEditor((s) => s.folioId);
  const authorId = useEditor((s) => s.doc.root.authorId);
  const licence = useEditor((s) => s.licence);
  // a licensed copy without resale says why in the selling section (SellLicences.tsx) instead
  const mayOffer = useSession()?.currentUserId === authorId && licenceAllows(licence, 'offerTemplate');
  const options = useLicenseOptions(folioId, mayOffer);
  const offer = useTemplateOffer(folioId);
  if (!mayOffer) return null;
  const free = (options.data ?? []).filter((o) => o.published && o.published.price === '0');
  const current = free[0]?.published?.licenseType ?? null;
  const set = (licenseType: string | null) =>
    offer.mutate(
      { licenseType, current: free },
      {
        onSuccess: () => notifications.show({ message: licenseType ? t('templateOffer.offered') : t('templateOffer.withdrawn') }),
        onError: (error) => notifyFailed(t('templateOffer.failed'), error),
      },
    );
  const choices = COPY_LICENSES.map((type) => ({
    value: type,
    label: t('templateOffer.licence', { licence: licenceLabel(type), allowed: allowedText(type, 'folio', 'seller') }),
  }));
  return (
    <Stack gap={6} data-testid="template-offer">
      <Switch
        label={t('templateOffer.switch')}
        description={t('templateOffer.switchHint')}
        checked={current !== null}
        disabled={options.isPending || offer.isPending}
        onChange={(e) => set(e.currentTarget.checked ? 'edit' : null)}
        data-testid="template-offer-switch"
      />
      {current !== null && (
        <Select
          label={t('templateOffer.licenceLabel')}
          data={choices}
          value={current}
          allowDeselect={false}
          disabled={offer.isPending}
          onChange={(v) => v && v !== current && set(v)}
          data-testid="template-offer-license"
        />
      )}
      {options.isError && (
        <Text size="xs" c="red">
          {errorMessage(options.error)}
        </Text>
      )}
    </Stack>
  );
}
