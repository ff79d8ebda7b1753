/**
 * Access tokens on the profile (issue 30): another system (a script, an automation service, your own server) calls
 * Folio's API as you with one, within the scopes you give it. Made here, shown once, listed with their last use,
 * revoked at once.
 */
import { Alert, Badge, Button, Code, Group, Modal, SegmentedControl, Select, Stack, Table, Text, TextInput, Anchor, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { API_AREAS, API_TOKEN_NAME_MAX, type ApiArea, type ApiScope } from '@folio/model';
import { errorMessage } from '../../api/client.ts';
import { useApiTokens, useCreateApiToken, useRevokeApiToken, type ApiToken } from '../../api/tokens.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatDate } from '../../i18n/format.ts';
import { translate } from '../../i18n/i18n.ts';
import { SecretValue } from './SecretValue.tsx';

type Level = 'none' | 'read' | 'write';

const expiries = () => [
  { value: 'never', label: translate('profile:tokens.expiry.never') },
  { value: '7', label: translate('profile:tokens.expiry.days7') },
  { value: '30', label: translate('profile:tokens.expiry.days30') },
  { value: '90', label: translate('profile:tokens.expiry.days90') },
  { value: '365', label: translate('profile:tokens.expiry.year') },
];

/** What each area covers, in the app's language (the model's API_AREA_LABELS in English). */
const AREA_LABELS: Record<ApiArea, () => string> = {
  folios: () => translate('profile:tokens.areas.folios'),
  assets: () => translate('profile:tokens.areas.assets'),
  libraries: () => translate('profile:tokens.areas.libraries'),
  websites: () => translate('profile:tokens.areas.websites'),
  submissions: () => translate('profile:tokens.areas.submissions'),
  analytics: () => translate('profile:tokens.areas.analytics'),
  commerce: () => translate('profile:tokens.areas.commerce'),
  webhooks: () => translate('profile:tokens.areas.webhooks'),
  admin: () => translate('profile:tokens.areas.admin'),
};

/** Why a new token is not made yet: no name, or no scope. */
type Problem = 'name' | 'scope' | null;

const levelsToScopes = (levels: Partial<Record<ApiArea, Level>>): ApiScope[] =>
  Object.entries(levels).flatMap(([area, level]) => (level === 'none' || !level ? [] : [`${area}:${level}` as ApiScope]));

export function TokensSection({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('profile');
  const tokens = useApiTokens();
  const [making, setMaking] = useState(false);
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans t={t} i18nKey="tokens.intro" shouldUnescape components={{ anchor: <Anchor href="/api/docs" target="_blank" rel="noopener" />, code: <Code /> }} />
      </Text>
      {shown && (
        <Alert color="teal" icon={<IconKey size={18} />} title={t('tokens.shownTitle', { name: shown.name })} data-testid="token-shown" withCloseButton onClose={() => setShown(null)} closeButtonLabel={t('tokens.hide')}>
          <Stack gap="xs">
            <Text size="sm">{t('tokens.copyNow')}</Text>
            <SecretValue value={shown.token} testId="token-value" copyTestId="token-copy" />
          </Stack>
        </Alert>
      )}
      <ErrorAlert of={tokens} testId="tokens-load-error" />
      {tokens.data && tokens.data.tokens.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="tokens-empty">
          {t('tokens.empty')}
        </Text>
      )}
      {tokens.data && tokens.data.tokens.length > 0 && <TokenTable tokens={tokens.data.tokens} />}
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setMaking(true)} data-testid="token-new">
          {t('tokens.new')}
        </Button>
      </Group>
      <NewTokenModal
        opened={making}
        isAdmin={isAdmin}
        onClose={() => setMaking(false)}
        onMade={(made) => {
          setMaking(false);
          setShown(made);
        }}
      />
    </Stack>
  );
}

/** An account's live tokens with Revoke, for an administrator on the account's page. */
export function AccountTokens({ owner }: { owner: string }) {
  const { t } = useTranslation('profile');
  const tokens = useApiTokens(owner);
  return (
    <Stack gap="xs" data-testid="account-tokens">
      <ErrorAlert of={tokens} testId="account-tokens-error" />
      {tokens.data && tokens.data.tokens.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('tokens.none')}
        </Text>
      )}
      {tokens.data && tokens.data.tokens.length > 0 && <TokenTable tokens={tokens.data.tokens} owner={owner} />}
    </Stack>
  );
}

function TokenTable({ tokens, owner = 'me' }: { tokens: ApiToken[]; owner?: string }) {
  const { t } = useTranslation('profile');
  const revoke = useRevokeApiToken(owner);
  const [asking, setAsking] = useState<ApiToken | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" data-testid="tokens-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tokens.columns.name')}</Table.Th>
              <Table.Th>{t('tokens.columns.scopes')}</Table.Th>
              <Table.Th>{t('tokens.columns.lastUsed')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('tokens.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.map((token) => (
              <Table.Tr key={token.id} data-testid="token-row">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {token.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <Code>{token.prefix}…</Code> · {token.expiresAt ? t('tokens.expires', { date: formatDate(token.expiresAt) }) : t('tokens.noExpiry')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {token.scopes.map((s) => (
                      <Badge key={s} size="sm" variant="light" color={s.endsWith(':write') ? 'orange' : 'gray'} style={{ textTransform: 'none' }}>
                        {s}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{token.lastUsedAt ? formatDate(token.lastUsedAt) : t('tokens.expiry.never')}</Text>
                </Table.Td>
                <Table.Td>
                  <Button size="compact-sm" color="red" variant="subtle" onClick={() => setAsking(token)} aria-label={t('tokens.revokeOf', { name: token.name })} data-testid="token-revoke">
                    {t('tokens.revoke')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={t('tokens.revokeTitle')} data-testid="token-revoke-dialog">
        <Stack>
          <Text size="sm">{t('tokens.revokeText', { name: asking?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t('tokens.keep')}
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              data-testid="token-revoke-confirm"
              onClick={() =>
                asking &&
                revoke.mutate(asking.id, {
                  onSuccess: () => {
                    notifications.show({ color: 'teal', message: t('tokens.revoked', { name: asking.name }) });
                    setAsking(null);
                  },
                  onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
                })
              }
            >
              {t('tokens.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function NewTokenModal({ opened, isAdmin, onClose, onMade }: { opened: boolean; isAdmin: boolean; onClose: () => void; onMade: (made: { name: string; token: string }) => void }) {
  const { t } = useTranslation('profile');
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [levels, setLevels] = useState<Partial<Record<ApiArea, Level>>>({});
  const [expiry, setExpiry] = useState('90');
  const [problem, setProblem] = useState<Problem>(null);
  const areas = API_AREAS.filter((a) => a !== 'admin' || isAdmin);
  const scopes = levelsToScopes(levels);
  const reset = () => {
    setName('');
    setLevels({});
    setExpiry('90');
    setProblem(null);
    create.reset();
  };
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setProblem('name');
    if (scopes.length === 0) return setProblem('scope');
    setProblem(null);
    const expiresAt = expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * 86_400_000).toISOString();
    create.mutate(
      { name: trimmed, scopes, expiresAt },
      {
        onSuccess: (made) => {
          onMade({ name: made.name, token: made.token });
          reset();
        },
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={() => {
        onClose();
        reset();
      }}
      title={t('tokens.dialogTitle')}
      size="lg"
      data-testid="token-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label={t('tokens.columns.name')}
            description={t('tokens.nameText')}
            value={name}
            maxLength={API_TOKEN_NAME_MAX}
            onChange={(e) => setName(e.currentTarget.value)}
            error={problem === 'name' ? t('tokens.nameMissing') : null}
            data-testid="token-name"
            data-autofocus
          />
          <Stack gap={6} role="group" aria-labelledby="token-scopes-label">
            <Text size="sm" fw={500} id="token-scopes-label">
              {t('tokens.reach')}
            </Text>
            {areas.map((area) => (
              <Group key={area} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm" id={`scope-${area}`}>
                  {AREA_LABELS[area]()}
                </Text>
                <SegmentedControl
                  size="xs"
                  aria-labelledby={`scope-${area}`}
                  value={levels[area] ?? 'none'}
                  onChange={(value) => {
                    setLevels((l) => ({ ...l, [area]: value as Level }));
                    if (value !== 'none' && problem === 'scope') setProblem(null);
                  }}
                  data={[
                    { value: 'none', label: t('tokens.levels.none') },
                    { value: 'read', label: t('tokens.levels.read') },
                    { value: 'write', label: t('tokens.levels.write') },
                  ]}
                  data-testid={`token-scope-${area}`}
                />
              </Group>
            ))}
            {problem === 'scope' && (
              <Text size="sm" c="red.8" data-testid="token-scope-error">
                {t('tokens.scopeMissing')}
              </Text>
            )}
          </Stack>
          <Select label={t('tokens.expiry.label')} data={expiries()} value={expiry} onChange={(v) => setExpiry(v ?? 'never')} allowDeselect={false} data-testid="token-expiry" />
          {create.isError && (
            <Alert color="red" data-testid="token-error">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="token-create">
              {t('tokens.make')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
