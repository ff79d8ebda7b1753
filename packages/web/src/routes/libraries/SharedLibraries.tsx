/** Libraries others shared with the user, below their own. Shown only when there are any. */
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLibraries } from '../../api/libraries.ts';

export function SharedLibraries() {
  const { t } = useTranslation('libraries');
  const shared = useLibraries({ first: 100, isShared: true });
  const items = shared.data?.items ?? [];
  if (!items.length) return null;
  return (
    <Container size="md" pb="xl" px={{ base: 'sm', sm: 'md' }}>
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('shared')} data-testid="libraries-shared">
      <Title order={2} size="h4" mb="sm">
        {t('shared')}
      </Title>
      <Stack gap="xs">
        {items.map((l) => (
          <Anchor key={l.id} component={Link} to={`/libraries/${l.id}`} fw={600} data-testid="library-shared-open">
            {l.name}
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              · {t('itemCount', { count: l.itemCount })}
            </Text>
          </Anchor>
        ))}
      </Stack>
    </Paper>
    </Container>
  );
}
