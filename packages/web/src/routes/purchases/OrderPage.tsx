/**
 * /purchases/orders/:id — where the buyer lands after paying (and the receipt later). While the order is pending
 * it asks the server to check with Stripe, which fulfils it if the webhook has not yet; then it lists what arrived.
 */
import { Alert, Anchor, Badge, Button, Container, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { LICENSE_TYPE_INFO, formatDate, isLicenseType } from '@folio/model';
import { Link, useParams } from 'react-router';
import { useCompletedOrder } from '../../api/selling.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { readableBadge } from '../../components/readableBadge.ts';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';

const STATUS: Record<string, { color: string; label: string }> = {
  pending: { color: 'yellow', label: 'Waiting for the payment' },
  paid: { color: 'green', label: 'Paid' },
  refunded: { color: 'gray', label: 'Refunded' },
  canceled: { color: 'gray', label: 'Canceled' },
};

export function OrderPage() {
  usePageTitle('Order');
  const { id = '' } = useParams();
  const order = useCompletedOrder(id);
  const me = useSession()?.currentUserId;
  const o = order.data;
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {o?.status === 'paid' && o.buyer.id === me ? 'Thank you for your purchase' : 'Order'}
        </Title>
        <ErrorAlert of={order} testId="order-error" />
        {order.isPending && <Loader aria-label="Loading the order" />}
        {o && (
          <Paper withBorder radius="lg" p="md" data-testid="order" data-status={o.status}>
            <Stack gap="sm">
              <Group justify="space-between">
                <Badge color={STATUS[o.status]?.color} variant="light" style={readableBadge(STATUS[o.status]?.color ?? 'gray')} data-testid="order-status">
                  {STATUS[o.status]?.label}
                </Badge>
                <Text size="xs" c="dimmed">
                  {formatDate(o.createdAt)}
                </Text>
              </Group>
              {o.status === 'pending' && (
                <Group gap="xs">
                  <Loader size="xs" />
                  <Text size="sm">Checking the payment…</Text>
                </Group>
              )}
              <Table>
                <Table.Tbody>
                  {o.items.map((i) => (
                    <Table.Tr key={i.id} data-testid="order-line">
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {i.itemName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {i.itemType === 'accountLicense' ? 'Account type, one year' : isLicenseType(i.licenseType) ? LICENSE_TYPE_INFO[i.licenseType].label : 'Licence'}
                        </Text>
                        {o.status === 'paid' && o.buyer.id === me && i.grantedFolioId && (
                          <Anchor component={Link} to={`/folios/${encodeURIComponent(i.grantedFolioId)}/edit`} size="sm" data-testid="order-open-copy">
                            Open your copy
                          </Anchor>
                        )}
                        {i.downloadUrl && (
                          <Button component="a" href={i.downloadUrl} download size="compact-sm" mt={4} leftSection={<IconDownload size={14} aria-hidden />} data-testid="order-download" aria-label={`Download ${i.itemName}`}>
                            Download
                          </Button>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        {i.amount} {o.currency}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Td fw={700}>Total</Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {o.total} {o.currency}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <Text size="xs" c="dimmed">
                Sold by {o.seller ? o.seller.displayName : 'Folio'} · order {o.id}
              </Text>
            </Stack>
          </Paper>
        )}
        {o?.status === 'paid' && o.buyer.id === me && (
          <Alert color="green" variant="light">
            A receipt is on its way to your mail. Everything you bought is under{' '}
            {/* Violet on the green tint measures under 4.5:1: the link takes the notice's text colour, underlined. */}
            <Anchor component={Link} to="/purchases" c="inherit" underline="always" fw={600}>
              Purchased
            </Anchor>
            .
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
