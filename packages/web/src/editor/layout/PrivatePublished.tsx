/** What publishing a private folio says (issue 26): who sees it, and one click to show it to everyone. */
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';

export function PrivatePublished({ message, onMakePublic }: { message: string; onMakePublic: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <Stack gap={6} align="flex-start" data-visible-to="sharedOnly">
      <Text size="sm">{message}</Text>
      <Button size="compact-sm" onClick={onMakePublic} data-testid="publish-make-public">
        {t('publish.makePublic')}
      </Button>
    </Stack>
  );
}
