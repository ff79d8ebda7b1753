import { Button, Container, EmptyState } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/title.ts';

export function NotFoundPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={64} data-testid="not-found">
      <EmptyState icon={<IconMapOff size={28} />} variant="light" title={t('notFound.title')} description={t('notFound.description')}>
        <EmptyState.Actions>
          <Button component={Link} to="/">
            {t('notFound.start')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
