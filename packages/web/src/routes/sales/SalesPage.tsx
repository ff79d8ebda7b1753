/**
 * /sales — the seller's side: payouts (Stripe Connect onboarding; a link is single use, so each click asks for a
 * new one, and coming back is checked with Stripe), revenue per currency and per item, and the orders with refunds.
 */
import { readableBadge } from '../../components/readableBadge.ts';
import { Alert, Badge, Button, Container, EmptyState, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCash } from '@tabler/icons-react';
import { formatDate } from '@folio/model';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { usePayoutAccount, useRefund, useSales, useSalesOrders, useStartOnboarding } from '../../api/selling.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';
import { RefundConfirm } from '../../components/selling/RefundConfirm.tsx';
import { TestModeNotice } from '../../components/selling/TestModeNotice.tsx';

function Payouts({ userId }: { userId: string }) {
  const account = usePayoutAccount(userId);
  const start = useStartOnboarding(userId);
  const [params] = useSearchParams();
  const refreshed = useRef(false);
  // Stripe sends the seller to the refresh URL when a link was used or expired: a new one is asked for at once.
  useEffect(() => {
    if (params.get('payouts') === 'refresh' && !refreshed.current) {
      refreshed.current = true;
      start.mutate();
    }
  }, [params, start]);
  const ready = account.data?.chargesEnabled === true;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="payouts">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>Payouts</Text>
          {account.isSuccess && (
            <Badge color={ready ? 'green' : 'yellow'} variant="light" style={readableBadge(ready ? 'green' : 'yellow')} data-testid="payouts-status">
              {ready ? 'Ready to be paid' : account.data ? 'Not finished' : 'Not set up'}
            </Badge>
          )}
        </Group>
        {account.isPending ? (
          <Skeleton h={30} />
        ) : ready ? (
          <Text size="sm">Buyers pay you through Stripe; your share goes to your payout account.</Text>
        ) : (
          <>
            <Text size="sm">{account.data ? 'Stripe still needs some details before buyers can pay you.' : 'Set up a payout account with Stripe so buyers can pay for your licences.'}</Text>
            <Button w="fit-content" onClick={() => start.mutate(undefined, { onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }) })} loading={start.isPending} data-testid="payouts-start">
              {account.data ? 'Continue setting up payouts' : 'Set up payouts'}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

export function SalesPage() {
  usePageTitle('Sales');
  const me = useSession()?.currentUserId ?? '';
  const sales = useSales();
  const orders = useSalesOrders();
  const refund = useRefund();
  const [refunding, setRefunding] = useState<string | null>(null);
  const s = sales.data;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Sales
        </Title>
        <TestModeNotice />
        <Payouts userId={me} />
        <ErrorAlert of={sales} testId="sales-error" />
        {s && s.revenue.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} data-testid="sales-revenue">
            {s.revenue.map((r) => (
              <Paper key={r.currency} withBorder radius="lg" p="md">
                <Text size="xs" c="dimmed">
                  Revenue ({r.currency}), {r.orders} {r.orders === 1 ? 'order' : 'orders'}
                </Text>
                <Text fw={700} size="xl">
                  {r.net} {r.currency}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.gross} paid, {r.fees} platform fee
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {s && s.perItem.length > 0 && (
          <Paper withBorder radius="lg" p="md">
            <Text fw={700} mb="xs">
              By item
            </Text>
            <Table data-testid="sales-per-item">
              <Table.Tbody>
                {s.perItem.map((i) => (
                  <Table.Tr key={`${i.itemType}:${i.itemId}:${i.currency}`}>
                    <Table.Td>{i.itemName}</Table.Td>
                    <Table.Td>{i.sold} sold</Table.Td>
                    <Table.Td ta="right">
                      {i.revenue} {i.currency}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
        <Stack gap="xs">
          <Text fw={700}>Orders</Text>
          <ErrorAlert of={orders} testId="sales-orders-error" />
          {orders.isPending ? (
            <Skeleton h={60} />
          ) : (orders.data?.items ?? []).length === 0 ? (
            <EmptyState icon={<IconCash size={28} />} title="No sales yet" description="Offer licences from a folio’s settings or an asset’s panel; what you sell shows up here." />
          ) : (
            (orders.data?.items ?? []).map((p) => (
              <Paper key={p.id} withBorder radius="md" p="sm" data-testid="sale-row" data-status={p.status}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Text fw={600}>{p.itemName}</Text>
                    <Text size="xs" c="dimmed">
                      {p.buyer.displayName} · {p.amount} {p.currency} · {formatDate(p.paidAt ?? p.createdAt)}
                    </Text>
                  </Stack>
                  {p.status === 'refunded' ? (
                    <Badge color="gray" variant="light" style={readableBadge('gray')}>
                      Refunded
                    </Badge>
                  ) : (
                    <Button size="xs" variant="subtle" color="red" onClick={() => setRefunding(p.orderId)}
                      // Each row's button says which sale it refunds (one "Refund order" per row reads the same).
                      aria-label={`Refund order: ${p.itemName}, bought by ${p.buyer.displayName} on ${formatDate(p.paidAt ?? p.createdAt)}`}
                      data-testid="sale-refund"
                    >
                      Refund order
                    </Button>
                  )}
                </Group>
              </Paper>
            ))
          )}
        </Stack>
        <RefundConfirm
          orderId={refunding}
          onClose={() => setRefunding(null)}
          pending={refund.isPending}
          onConfirm={(orderId) =>
            refund.mutate(orderId, {
              onSuccess: () => {
                setRefunding(null);
                notifications.show({ color: 'green', message: 'Refunded. The buyer has been told.' });
              },
              onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
            })
          }
        />
        {!s && sales.isPending && <Skeleton h={80} />}
        {s && !s.payouts?.chargesEnabled && (orders.data?.items ?? []).length === 0 && (
          <Alert variant="light" color="blue">
            Free licences need no payouts; priced ones are paid once payouts are set up.
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
