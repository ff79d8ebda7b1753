/**
 * /claim/:token — the link in a guest's receipt (issue 25): what was bought and with which address; signed out,
 * sign in or create an account with that address; signed in, "Add to my account" makes the purchase the
 * account's (a copy, a share, the file) and opens the order.
 */
import { Alert, Anchor, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { CLAIM_LINK_EXPIRED, isLicenseType } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useClaimPreview, useClaimPurchase, useRenewClaim } from '../../api/selling.ts';
import { licenceLabel } from '../../components/selling/licenceText.ts';
import { formatDate } from '../../i18n/format.ts';
import type { FromState } from '../../layout/guards.tsx';
import { AuthCard } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';

/** The server's reason as a sentence, without the HTTP status word in front ("Gone: …"). */
const reason = (error: unknown) => errorMessage(error).replace(/^(?:Gone|Forbidden|Not Found|Bad Request|Conflict|Unauthorized): /, '');
/** The same in the server's own words, whatever language the app shows them in. */
const serverReason = (error: unknown) => (error instanceof ApiError ? error.reason : errorMessage(error)).replace(/^(?:Gone|Forbidden|Not Found|Bad Request|Conflict|Unauthorized): /, '');

export function ClaimPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('claim.title'));
  const { token = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const preview = useClaimPreview(token);
  const claim = useClaimPurchase();
  const renew = useRenewClaim();

  if (preview.isPending) {
    return (
      <AuthCard title={t('claim.title')} testId="claim-pending">
        <Loader aria-label={t('claim.loading')} mx="auto" />
      </AuthCard>
    );
  }
  if (preview.isError) {
    const expired = serverReason(preview.error) === CLAIM_LINK_EXPIRED;
    return (
      <AuthCard title={t('claim.title')} testId="claim-gone">
        <Text role="alert">{reason(preview.error)}</Text>
        {expired &&
          (renew.isSuccess ? (
            <Text role="status" data-testid="claim-renewed">
              {t('claim.renewed')}
            </Text>
          ) : (
            <>
              {renew.isError && (
                <Text c="red" role="alert">
                  {reason(renew.error)}
                </Text>
              )}
              <Button onClick={() => renew.mutate(token)} loading={renew.isPending} data-testid="claim-renew">
                {t('claim.renew')}
              </Button>
            </>
          ))}
        <Anchor component={Link} to={session ? '/purchases' : '/login'}>
          {session ? t('claim.yourPurchases') : t('login.submit')}
        </Anchor>
      </AuthCard>
    );
  }
  const p = preview.data;
  const from: FromState = { from: `/claim/${token}` };
  return (
    <AuthCard title={t('claim.title')} testId="claim">
      <Stack gap="sm">
        <Text>{t('claim.bought', { total: p.total })}</Text>
        <List data-testid="claim-items">
          {p.items.map((i, n) => (
            <List.Item key={n}>
              {isLicenseType(i.licenseType) ? t('claim.itemLicence', { name: i.itemName, licence: licenceLabel(i.licenseType) }) : i.itemName}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('claim.boughtWith', { email: p.email, date: formatDate(p.expiresAt) })}
        </Text>
        {claim.isError && (
          <Alert color="red" title={t('claim.notAdded')} data-testid="claim-error">
            {reason(claim.error)}
          </Alert>
        )}
        {session ? (
          <Button
            onClick={() => claim.mutate(token, { onSuccess: (order) => void navigate(`/purchases/orders/${encodeURIComponent(order.id)}`) })}
            loading={claim.isPending}
            data-testid="claim-add"
          >
            {t('claim.add')}
          </Button>
        ) : (
          <>
            <Text>{t('claim.signInHint')}</Text>
            <Group>
              <Button component={Link} to="/login" state={from} data-testid="claim-sign-in">
                {t('login.submit')}
              </Button>
              <Button component={Link} to="/register" variant="default" data-testid="claim-register">
                {t('login.createAccount')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('claim.afterRegister')}
            </Text>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
