/** /admin/audit — what administrators did, newest first: who, what, to whom, before and after (super admins). */
import { Button, Code, Container, EmptyState, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { formatDate } from '@folio/model';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAudit } from '../../api/admin.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';

const PAGE = 50;
const fields = (v: Record<string, unknown> | null) => (v ? Object.entries(v).map(([k, x]) => `${k}: ${String(x)}`).join(', ') : '');

export function AuditPage() {
  usePageTitle('Audit log');
  const [first, setFirst] = useState(PAGE);
  const audit = useAudit(first, null);
  const items = audit.data?.items ?? [];
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Audit log
        </Title>
        <ErrorAlert of={audit} testId="audit-error" />
        {audit.isPending ? (
          <Skeleton h={200} />
        ) : items.length === 0 ? (
          <EmptyState icon={<IconHistory size={28} />} title="Nothing yet" description="Every change an administrator makes to an account is written here." />
        ) : (
          <Paper withBorder radius="lg" p="xs">
            <Table.ScrollContainer minWidth={640}>
              <Table data-testid="audit-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>What</Table.Th>
                    <Table.Th>Account</Table.Th>
                    <Table.Th>Before → after</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((e) => (
                    <Table.Tr key={e.id} data-testid="audit-row">
                      <Table.Td>{formatDate(e.createdAt)}</Table.Td>
                      <Table.Td>{e.actor?.displayName ?? '—'}</Table.Td>
                      <Table.Td>{e.action.replace('user.', '')}</Table.Td>
                      <Table.Td>{e.target ? <Link to={`/admin/users/${e.target.id}`}>{e.target.email}</Link> : '—'}</Table.Td>
                      <Table.Td>
                        <Text size="xs">
                          {e.before && <Code>{fields(e.before)}</Code>} {e.after && <>→ <Code>{fields(e.after)}</Code></>}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {(audit.data?.total ?? 0) > items.length && (
          <Button variant="subtle" onClick={() => setFirst((n) => n + PAGE)} loading={audit.isFetching}>
            Show more
          </Button>
        )}
      </Stack>
    </Container>
  );
}
