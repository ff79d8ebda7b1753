/**
 * Access tokens on the profile (issue 30): another system (a script, an automation service, your own server) calls
 * Folio's API as you with one, within the scopes you give it. Made here, shown once, listed with their last use,
 * revoked at once.
 */
import { Alert, Badge, Button, Code, Group, Modal, SegmentedControl, Select, Stack, Table, Text, TextInput, Anchor, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { API_AREAS, API_AREA_LABELS, API_TOKEN_NAME_MAX, formatDate, type ApiArea, type ApiScope } from '@folio/model';
import { errorMessage } from '../../api/client.ts';
import { useApiTokens, useCreateApiToken, useRevokeApiToken, type ApiToken } from '../../api/tokens.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { SecretValue } from './SecretValue.tsx';

type Level = 'none' | 'read' | 'write';

const EXPIRIES = [
  { value: 'never', label: 'Never' },
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];

const levelsToScopes = (levels: Partial<Record<ApiArea, Level>>): ApiScope[] =>
  Object.entries(levels).flatMap(([area, level]) => (level === 'none' || !level ? [] : [`${area}:${level}` as ApiScope]));

export function TokensSection({ isAdmin }: { isAdmin: boolean }) {
  const tokens = useApiTokens();
  const [making, setMaking] = useState(false);
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);
  return (
    <Stack gap="sm">
      <Text size="sm">
        A token lets another system call <Anchor href="/api/docs" target="_blank" rel="noopener">Folio’s API</Anchor> as you, with{' '}
        <Code>Authorization: Bearer &lt;token&gt;</Code>, only for what you tick.
      </Text>
      {shown && (
        <Alert color="teal" icon={<IconKey size={18} />} title={`Your new token “${shown.name}”`} data-testid="token-shown" withCloseButton onClose={() => setShown(null)} closeButtonLabel="Hide the token">
          <Stack gap="xs">
            <Text size="sm">Copy it now: it is not shown again.</Text>
            <SecretValue value={shown.token} testId="token-value" copyTestId="token-copy" />
          </Stack>
        </Alert>
      )}
      <ErrorAlert of={tokens} testId="tokens-load-error" />
      {tokens.data && tokens.data.tokens.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="tokens-empty">
          No tokens yet.
        </Text>
      )}
      {tokens.data && tokens.data.tokens.length > 0 && <TokenTable tokens={tokens.data.tokens} />}
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setMaking(true)} data-testid="token-new">
          New token
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
  const tokens = useApiTokens(owner);
  return (
    <Stack gap="xs" data-testid="account-tokens">
      <ErrorAlert of={tokens} testId="account-tokens-error" />
      {tokens.data && tokens.data.tokens.length === 0 && (
        <Text size="sm" c="dimmed">
          No access tokens.
        </Text>
      )}
      {tokens.data && tokens.data.tokens.length > 0 && <TokenTable tokens={tokens.data.tokens} owner={owner} />}
    </Stack>
  );
}

function TokenTable({ tokens, owner = 'me' }: { tokens: ApiToken[]; owner?: string }) {
  const revoke = useRevokeApiToken(owner);
  const [asking, setAsking] = useState<ApiToken | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" data-testid="tokens-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Scopes</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.map((t) => (
              <Table.Tr key={t.id} data-testid="token-row">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <Code>{t.prefix}…</Code> · {t.expiresAt ? `expires ${formatDate(t.expiresAt)}` : 'no expiry'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {t.scopes.map((s) => (
                      <Badge key={s} size="sm" variant="light" color={s.endsWith(':write') ? 'orange' : 'gray'} style={{ textTransform: 'none' }}>
                        {s}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t.lastUsedAt ? formatDate(t.lastUsedAt) : 'Never'}</Text>
                </Table.Td>
                <Table.Td>
                  <Button size="compact-sm" color="red" variant="subtle" onClick={() => setAsking(t)} aria-label={`Revoke ${t.name}`} data-testid="token-revoke">
                    Revoke
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title="Revoke this token?" data-testid="token-revoke-dialog">
        <Stack>
          <Text size="sm">“{asking?.name}” stops working at once; whatever uses it gets “401 Unauthorized” from now on.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              data-testid="token-revoke-confirm"
              onClick={() =>
                asking &&
                revoke.mutate(asking.id, {
                  onSuccess: () => {
                    notifications.show({ color: 'teal', message: `“${asking.name}” was revoked` });
                    setAsking(null);
                  },
                  onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
                })
              }
            >
              Revoke
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function NewTokenModal({ opened, isAdmin, onClose, onMade }: { opened: boolean; isAdmin: boolean; onClose: () => void; onMade: (made: { name: string; token: string }) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [levels, setLevels] = useState<Partial<Record<ApiArea, Level>>>({});
  const [expiry, setExpiry] = useState('90');
  const [problem, setProblem] = useState<string | null>(null);
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
    if (!trimmed) return setProblem('Name the token after what uses it');
    if (scopes.length === 0) return setProblem('Give it at least one scope');
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
      title="New access token"
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
            label="Name"
            description="What will use it, e.g. “Nightly export”"
            value={name}
            maxLength={API_TOKEN_NAME_MAX}
            onChange={(e) => setName(e.currentTarget.value)}
            error={problem === 'Name the token after what uses it' ? problem : null}
            data-testid="token-name"
            data-autofocus
          />
          <Stack gap={6} role="group" aria-labelledby="token-scopes-label">
            <Text size="sm" fw={500} id="token-scopes-label">
              What it may reach
            </Text>
            {areas.map((area) => (
              <Group key={area} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm" id={`scope-${area}`}>
                  {API_AREA_LABELS[area]}
                </Text>
                <SegmentedControl
                  size="xs"
                  aria-labelledby={`scope-${area}`}
                  value={levels[area] ?? 'none'}
                  onChange={(value) => {
                    setLevels((l) => ({ ...l, [area]: value as Level }));
                    if (value !== 'none' && problem === 'Give it at least one scope') setProblem(null);
                  }}
                  data={[
                    { value: 'none', label: 'No' },
                    { value: 'read', label: 'Read' },
                    { value: 'write', label: 'Read and change' },
                  ]}
                  data-testid={`token-scope-${area}`}
                />
              </Group>
            ))}
            {problem === 'Give it at least one scope' && (
              <Text size="sm" c="red.8" data-testid="token-scope-error">
                {problem}
              </Text>
            )}
          </Stack>
          <Select label="Expires" data={EXPIRIES} value={expiry} onChange={(v) => setExpiry(v ?? 'never')} allowDeselect={false} data-testid="token-expiry" />
          {create.isError && (
            <Alert color="red" data-testid="token-error">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="token-create">
              Make token
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
