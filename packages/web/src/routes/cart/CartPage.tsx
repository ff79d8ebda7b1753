/**
 * /cart — what the user means to buy, grouped by seller and currency (each group is one payment: destination
 * charges pay one seller at a time). "Pay" opens the payment page; in test mode no money moves and the page says so.
 */
import { ActionIcon, Alert, Anchor, Badge, Button, Container, EmptyState, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { isLicenseType } from '@folio/model';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useCart, useCheckout, useRemoveFromCart, type CartItem } from '../../api/selling.ts';
import { TestModeNotice } from '../../components/selling/TestModeNotice.tsx';
import { licenceLabel } from '../../components/selling/licenceText.ts';
import { decimalText, minorAmountText } from '../../components/selling/money.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';

interface PaymentGroup {
  key: string;
  currency: string;
  items: CartItem[];
  total: number;
}

const minor = (s: string) => Math.round(Number(s) * 100);
const lineTotal = (i: CartItem) => minor(i.amount) + minor(i.tax) + minor(i.shipping) + minor(i.other);

/** One group per seller and currency: what one payment covers. */
function groupsOf(items: CartItem[], sellerOf: (i: CartItem) => string): PaymentGroup[] {
  const groups = new Map<string, PaymentGroup>();
  for (const item of items) {
    const key = `${sellerOf(item)}|${item.currency}`;
    const g = groups.get(key) ?? { key, currency: item.currency, items: [], total: 0 };
    g.items.push(item);
    if (item.available) g.total += lineTotal(item);
    groups.set(key, g);
  }
  return [...groups.values()];
}

export function CartPage() {
  const { t } = useTranslation('selling');
  usePageTitle(t('cart.title'));
  const cart = useCart();
  const remove = useRemoveFromCart();
  const checkout = useCheckout();
  const [params] = useSearchParams();
  const canceled = params.get('canceled');
  const items = cart.data?.items ?? [];
  const groups = groupsOf(items, (i) => i.sellerId ?? 'platform');
  const pay = (g: PaymentGroup) =>
    checkout.mutate(
      g.items.filter((i) => i.available).map((i) => i.id),
      {
        onSuccess: (r) => window.location.assign(r.url),
        onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
      },
    );
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('cart.title')}
        </Title>
        {canceled && (
          <Alert color="gray" data-testid="cart-canceled">
            {t('cart.canceled')}
          </Alert>
        )}
        <TestModeNotice />
        <ErrorAlert of={cart} testId="cart-error" />
        {cart.isPending ? (
          <Skeleton h={120} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<IconShoppingCart size={28} />}
            title={t('cart.emptyTitle')}
            description={<Trans t={t} i18nKey="cart.emptyHint" components={{ anchor: <Anchor component={Link} to="/marketplace" /> }} />}
          />
        ) : (
          groups.map((g) => (
            <Paper key={g.key} withBorder radius="lg" p="md" data-testid="cart-group">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {g.items[0]!.type === 'accountLicense' ? t('cart.fromFolio') : g.items[0]!.sellerName ? t('cart.from', { seller: g.items[0]!.sellerName }) : t('cart.fromSeller')}
                </Text>
                {g.items.map((i) => (
                  <Group key={i.id} justify="space-between" wrap="nowrap" data-testid="cart-item">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {i.itemName}
                      </Text>
                      <Group gap={6}>
                        <Text size="xs" c="dimmed">
                          {i.type === 'accountLicense' ? t('accountType') : isLicenseType(i.licenseType) ? licenceLabel(i.licenseType) : t('licence.generic')}
                          {minor(i.tax) > 0 ? ` ${t('cart.tax', { amount: decimalText(i.tax) })}` : ''}
                          {minor(i.shipping) > 0 ? ` ${t('cart.shipping', { amount: decimalText(i.shipping) })}` : ''}
                        </Text>
                        {i.owned ? (
                          <Badge color="teal" size="xs" data-testid="cart-owned">
                            {t('market.owned')}
                          </Badge>
                        ) : (
                          !i.available && (
                            <Badge color="gray" size="xs">
                              {t('cart.notOffered')}
                            </Badge>
                          )
                        )}
                      </Group>
                    </Stack>
                    <Group gap="xs" wrap="nowrap">
                      <Text fw={600}>{minorAmountText(lineTotal(i), i.currency)}</Text>
                      <Tooltip label={t('cart.remove')}>
                        <ActionIcon variant="subtle" color="gray" aria-label={t('cart.removeItem', { name: i.itemName })} onClick={() => remove.mutate([i.id])} data-testid="cart-remove">
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Group>
                ))}
                <Group justify="space-between">
                  <Text fw={700}>{t('cart.total', { amount: minorAmountText(g.total, g.currency) })}</Text>
                  <Button onClick={() => pay(g)} loading={checkout.isPending && checkout.variables?.[0] === g.items.find((i) => i.available)?.id} disabled={!g.items.some((i) => i.available)} data-testid="cart-pay">
                    {g.total === 0 ? t('cart.getIt') : t('cart.pay', { amount: minorAmountText(g.total, g.currency) })}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))
        )}
        {groups.length > 1 && (
          <Text size="sm" c="dimmed">
            {t('cart.separately')}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
