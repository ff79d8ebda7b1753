/** A licence option's published terms as buyers read them: the licence, the price (and tax), what it allows. */
import { Stack, Text } from '@mantine/core';
import { isLicenseType, type LicenseOptionRoot } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { licenceAllows, licenceLabel } from './licenceText.ts';
import { amountText, decimalText } from './money.ts';

export function LicenseTerms({ terms, itemType }: { terms: LicenseOptionRoot; itemType: 'folio' | 'asset' | 'library' }) {
  const { t } = useTranslation('selling');
  const type = terms.licenseType;
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={600}>
        {t('terms.line', {
          licence: isLicenseType(type) ? licenceLabel(type) : t('licence.generic'),
          price: terms.price === '0' ? t('terms.free') : amountText(terms.price, terms.currency),
        })}
        {terms.taxPercentage !== '0' && (
          <Text span size="xs" c="dimmed">
            {' '}
            {t('terms.tax', { tax: decimalText(terms.taxPercentage) })}
          </Text>
        )}
      </Text>
      {isLicenseType(type) && (
        <Text size="xs" c="dimmed">
          {licenceAllows(type, itemType)}
        </Text>
      )}
    </Stack>
  );
}
