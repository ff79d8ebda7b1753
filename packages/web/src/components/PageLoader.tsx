import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../i18n/react.tsx';

/** A centred spinner while a screen (or its code) loads; screen readers hear "Loading" once, politely. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center h={300} role="status" data-testid="page-loader">
      <Loader aria-hidden />
      <VisuallyHidden>{t('loadingStatus')}</VisuallyHidden>
    </Center>
  );
}
