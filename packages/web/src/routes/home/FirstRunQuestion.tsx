/**
 * The first-run question (issue 32): the first time a person's dashboard opens (their profile's intent is still
 * null), one question — what are you making? — whose answer opens the template gallery with the templates that fit
 * first (`/templates?for=<intent>`). "Something else" opens the whole gallery; "Skip" stays here. Either way the
 * question is answered (intent '') and not asked again. An inline card, not a dialog: nothing else on the dashboard
 * waits for it.
 */
import { Button, CloseButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconDots,
  IconForms,
  IconPalette,
  IconSchool,
  IconShoppingBag,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { INTENTS, type Intent } from '@folio/model';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { usePatchMe } from '../../api/onboarding.ts';
import { useMe } from '../../api/users.ts';

/** Long answers (French, Arabic) wrap inside their button instead of being cut. */
const WRAP = { root: { height: 'auto', minHeight: 36, paddingBlock: 6 }, label: { whiteSpace: 'normal', textAlign: 'start' } } as const;

const ICONS: Record<Intent, Icon> = {
  portfolio: IconPalette,
  business: IconBriefcase,
  event: IconCalendarEvent,
  form: IconForms,
  shop: IconShoppingBag,
  personal: IconUser,
  education: IconSchool,
};

export function FirstRunQuestion() {
  const { t } = useTranslation('onboarding');
  const me = useMe();
  const patch = usePatchMe();
  const navigate = useNavigate();
  const headingId = useId();
  if (me.data?.intent !== null || me.data === undefined) return null;

  const answer = (intent: Intent | '', to: string | null) =>
    patch.mutate({ intent }, { onSuccess: () => (to ? void navigate(to) : undefined) });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId} data-testid="first-run-question">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h4" id={headingId}>
              {t('question.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('question.note')}
            </Text>
          </Stack>
          <CloseButton aria-label={t('question.skip')} onClick={() => answer('', null)} disabled={patch.isPending} data-testid="first-run-skip" />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" role="group" aria-labelledby={headingId}>
          {INTENTS.map((intent) => {
            const Icon = ICONS[intent];
            return (
              <Button
                key={intent}
                variant="default"
                justify="flex-start"
                styles={WRAP}
                leftSection={<Icon size={18} aria-hidden="true" />}
                onClick={() => answer(intent, `/templates?for=${encodeURIComponent(intent)}`)}
                loading={patch.isPending && patch.variables.intent === intent}
                disabled={patch.isPending && patch.variables.intent !== intent}
                data-testid={`first-run-${intent}`}
              >
                {t(`intents.${intent}`)}
              </Button>
            );
          })}
          <Button
            variant="subtle"
            justify="flex-start"
            styles={WRAP}
            leftSection={<IconDots size={18} aria-hidden="true" />}
            onClick={() => answer('', '/templates')}
            disabled={patch.isPending}
            data-testid="first-run-other"
          >
            {t('question.other')}
          </Button>
        </SimpleGrid>
        {patch.isError && (
          <Text c="red" size="sm" role="alert" data-testid="first-run-error">
            {errorMessage(patch.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
