/** A licence option's published terms as buyers read them: the licence, the price (and tax), what it allows. */
import { Stack, Text } from '@mantine/core';
import { LICENSE_TYPE_INFO, isLicenseType, licenceAllowsText, type LicenseOptionRoot } from '@folio/model';

export function LicenseTerms({ terms, itemType }: { terms: LicenseOptionRoot; itemType: 'folio' | 'asset' | 'library' }) {
  const t = terms.licenseType;
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={600}>
        {isLicenseType(t) ? LICENSE_TYPE_INFO[t].label : 'Licence'} · {terms.price === '0' ? 'free' : `${terms.price} ${terms.currency}`}
        {terms.taxPercentage !== '0' && (
          <Text span size="xs" c="dimmed">
            {` + ${terms.taxPercentage} % tax`}
          </Text>
        )}
      </Text>
      {isLicenseType(t) && (
        <Text size="xs" c="dimmed">
          {licenceAllowsText(t, itemType).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
