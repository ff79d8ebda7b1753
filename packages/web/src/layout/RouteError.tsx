import { Alert, Button, Container, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { errorMessage } from '../api/client.ts';
import { translate } from '../i18n/i18n.ts';
import { usePageTitle } from '../lib/title.ts';

/** Shown when a screen throws while rendering; offers a reload instead of a blank page. */
function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('layout');
  usePageTitle(t('error.title'));
  const message = error instanceof Error ? errorMessage(error) : t('error.unknown');
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="red" icon={<IconAlertTriangle />} title={t('error.title')} data-testid="route-error">
          {message}
        </Alert>
        <Button onClick={() => window.location.reload()} w="fit-content">
          {t('error.reload')}
        </Button>
      </Stack>
    </Container>
  );
}

interface BoundaryProps {
  /** A new value (the next address) clears a shown error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what a screen throws while rendering. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error(translate('layout:error.unknown')) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('a screen failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
