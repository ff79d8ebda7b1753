/**
 * /sales — the seller's side: payouts (Stripe Connect onboarding; a link is single use, so each click asks for a
 * new one, and coming back is checked with Stripe), revenue per currency and per item, and the orders with refunds.
 */
import { readableBadge } from '../../components/readableBadge.ts';
import { Alert, Badge, Button, Container, EmptyState, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { usePayoutAccount, useRefund, useSales, useSalesOrders, useStartOnboarding } from '../../api/selling.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';
import { RefundConfirm } from '../../components/selling/RefundConfirm.tsx';
import { TestModeNotice } from '../../components/selling/TestModeNotice.tsx';
import { amountText, decimalText } from '../../components/selling/money.ts';
import { formatDate } from '../../i18n/format.ts';

function Payouts({ userId }: { userId: string }) {
  const { t } = useTranslation('selling');
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
          <Text fw={700}>{t('sales.payouts')}</Text>
          {account.isSuccess && (
            <Badge color={ready ? 'green' : 'yellow'} variant="light" style={readableBadge(ready ? 'green' : 'yellow')} data-testid="payouts-status">
              {ready ? t('sales.ready') : account.data ? t('sales.notFinished') : t('sales.notSetUp')}
            </Badge>
          )}
        </Group>
        {account.isPending ? (
          <Skeleton h={30} />
        ) : ready ? (
          <Text size="sm">{t('sales.readyText')}</Text>
        ) : (
          <>
            <Text size="sm">{account.data ? t('sales.needsDetails') : t('sales.setUpText')}</Text>
            <Button w="fit-content" onClick={() => start.mutate(undefined, { onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }) })} loading={start.isPending} data-testid="payouts-start">
              {account.data ? t('sales.continueSetUp') : t('editor.setUpPayouts')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

export function SalesPage() {
  const { t } = useTranslation('selling');
  usePageTitle(t('sales.title'));
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
          {t('sales.title')}
        </Title>
        <TestModeNotice />
        <Payouts userId={me} />
        <ErrorAlert of={sales} testId="sales-error" />
        {s && s.revenue.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} data-testid="sales-revenue">
            {s.revenue.map((r) => (
              <Paper key={r.currency} withBorder radius="lg" p="md">
                <Text size="xs" c="dimmed">
                  {t('sales.revenue', { currency: r.currency, count: r.orders })}
                </Text>
                <Text fw={700} size="xl">
                  {amountText(r.net, r.currency)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('sales.grossFees', { gross: decimalText(r.gross), fees: decimalText(r.fees) })}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {s && s.perItem.length > 0 && (
          <Paper withBorder radius="lg" p="md">
            <Text fw={700} mb="xs">
              {t('sales.byItem')}
            </Text>
            <Table data-testid="sales-per-item">
              <Table.Tbody>
                {s.perItem.map((i) => (
                  <Table.Tr key={`${i.itemType}:${i.itemId}:${i.currency}`}>
                    <Table.Td>{i.itemName}</Table.Td>
                    <Table.Td>{t('sales.sold', { count: i.sold })}</Table.Td>
                    <Table.Td ta="end">{amountText(i.revenue, i.currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
        <Stack gap="xs">
          <Text fw={700}>{t('sales.orders')}</Text>
          <ErrorAlert of={orders} testId="sales-orders-error" />
          {orders.isPending ? (
            <Skeleton h={60} />
          ) : (orders.data?.items ?? []).length === 0 ? (
            <EmptyState icon={<IconCash size={28} />} title={t('sales.emptyTitle')} description={t('sales.emptyHint')} />
          ) : (
            (orders.data?.items ?? []).map((p) => (
              <Paper key={p.id} withBorder radius="md" p="sm" data-testid="sale-row" data-status={p.status}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Text fw={600}>{p.itemName}</Text>
                    <Text size="xs" c="dimmed">
                      {t('sales.line', { buyer: p.buyer.displayName, amount: amountText(p.amount, p.currency), date: formatDate(p.paidAt ?? p.createdAt) })}
                    </Text>
                  </Stack>
                  {p.status === 'refunded' ? (
                    <Badge color="gray" variant="light" style={readableBadge('gray')}>
                      {t('status.refunded')}
                    </Badge>
                  ) : (
                    <Button size="xs" variant="subtle" color="red" onClick={() => setRefunding(p.orderId)}
                      // Each row's button says which sale it refunds (one "Refund order" per row reads the same).
                      aria-label={t('sales.refundLabel', { name: p.itemName, buyer: p.buyer.displayName, date: formatDate(p.paidAt ?? p.createdAt) })}
                      data-testid="sale-refund"
                    >
                      {t('sales.refund')}
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
                notifications.show({ color: 'green', message: t('sales.refunded') });
              },
              onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
            })
          }
        />
        {!s && sales.isPending && <Skeleton h={80} />}
        {s && !s.payouts?.chargesEnabled && (orders.data?.items ?? []).length === 0 && (
          <Alert variant="light" color="blue">
            {t('sales.freeNote')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
