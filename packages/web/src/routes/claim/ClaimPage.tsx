/**
 * /claim/:token — the link in a guest's receipt (issue 25): what was bought and with which address; signed out,
 * sign in or create an account with that address; signed in, "Add to my account" makes the purchase the
 * account's (a copy, a share, the file) and opens the order.
 */
import { Alert, Anchor, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { CLAIM_LINK_EXPIRED, LICENSE_TYPE_INFO, formatDate, isLicenseType } from '@folio/model';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useClaimPreview, useClaimPurchase, useRenewClaim } from '../../api/selling.ts';
import type { FromState } from '../../layout/guards.tsx';
import { AuthCard } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';

/** The server's reason as a sentence, without the HTTP status word in front ("Gone: …"). */
const reason = (error: unknown) => errorMessage(error).replace(/^(?:Gone|Forbidden|Not Found|Bad Request|Conflict|Unauthorized): /, '');

export function ClaimPage() {
  usePageTitle('Get your purchase');
  const { token = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const preview = useClaimPreview(token);
  const claim = useClaimPurchase();
  const renew = useRenewClaim();

  if (preview.isPending) {
    return (
      <AuthCard title="Get your purchase" testId="claim-pending">
        <Loader aria-label="Loading your purchase" mx="auto" />
      </AuthCard>
    );
  }
  if (preview.isError) {
    const expired = reason(preview.error) === CLAIM_LINK_EXPIRED;
    return (
      <AuthCard title="Get your purchase" testId="claim-gone">
        <Text role="alert">{reason(preview.error)}</Text>
        {expired &&
          (renew.isSuccess ? (
            <Text role="status" data-testid="claim-renewed">
              We sent a new link to the address the purchase was made with. Open it from that email.
            </Text>
          ) : (
            <>
              {renew.isError && (
                <Text c="red" role="alert">
                  {reason(renew.error)}
                </Text>
              )}
              <Button onClick={() => renew.mutate(token)} loading={renew.isPending} data-testid="claim-renew">
                Email me a new link
              </Button>
            </>
          ))}
        <Anchor component={Link} to={session ? '/purchases' : '/login'}>
          {session ? 'Your purchases' : 'Sign in'}
        </Anchor>
      </AuthCard>
    );
  }
  const p = preview.data;
  const from: FromState = { from: `/claim/${token}` };
  return (
    <AuthCard title="Get your purchase" testId="claim">
      <Stack gap="sm">
        <Text>You bought, for {p.total}:</Text>
        <List data-testid="claim-items">
          {p.items.map((i, n) => (
            <List.Item key={n}>
              {i.itemName}
              {isLicenseType(i.licenseType) ? ` (${LICENSE_TYPE_INFO[i.licenseType].label} licence)` : ''}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          Bought with the address {p.email}. This link works once, until {formatDate(p.expiresAt)}.
        </Text>
        {claim.isError && (
          <Alert color="red" title="Not added" data-testid="claim-error">
            {reason(claim.error)}
          </Alert>
        )}
        {session ? (
          <Button
            onClick={() => claim.mutate(token, { onSuccess: (order) => void navigate(`/purchases/orders/${encodeURIComponent(order.id)}`) })}
            loading={claim.isPending}
            data-testid="claim-add"
          >
            Add to my account
          </Button>
        ) : (
          <>
            <Text>Sign in with that address, or create a free account with it, to get what you bought.</Text>
            <Group>
              <Button component={Link} to="/login" state={from} data-testid="claim-sign-in">
                Sign in
              </Button>
              <Button component={Link} to="/register" variant="default" data-testid="claim-register">
                Create an account
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              After you create your account and confirm your address, open the link in your receipt again.
            </Text>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
