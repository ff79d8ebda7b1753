import { Anchor, Box, Paper, Stack, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TitleBlock } from '../components/TitleBlock.tsx';

/** The centred card the account screens (sign in, sign up, reset, verify, setup) sit in. */
export function AuthCard({ title, subtitle, children, testId }: { title: string; subtitle?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box px={{ base: 'sm', xs: 'md' }} py={{ base: 'lg', xs: 48 }} style={{ minHeight: 'calc(100dvh - 60px)' }} bg="gray.0">
      <Paper withBorder shadow="sm" p={{ base: 'lg', xs: 32 }} radius="lg" maw={440} mx="auto" data-testid={testId}>
        <Stack gap="lg">
          <TitleBlock title={title} note={subtitle} order={1} size="h2" gap={4} />
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}

/** How an account step went (mail sent, verified, failed): a large round icon over centred content. */
export function AuthCardOutcome({ icon, color, children }: { icon: ReactNode; color?: MantineColor; children: ReactNode }) {
  return (
    <Stack align="center" ta="center">
      <ThemeIcon size={56} radius="xl" color={color} variant="light">
        {icon}
      </ThemeIcon>
      {children}
    </Stack>
  );
}

/** The centred link line at the foot of an account card, e.g. "New to Folio? Create an account". */
export function AuthCardFooter({ lead, to, children, testId }: { lead?: string; to: string; children: ReactNode; testId?: string }) {
  return (
    <Text size="sm" ta="center">
      {lead && `${lead} `}
      <Anchor component={Link} to={to} data-testid={testId}>
        {children}
      </Anchor>
    </Text>
  );
}
