import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred card the account screens (sign in, sign up, reset, verify, setup) sit in. */
export function AuthCard({ title, subtitle, children, testId }: { title: string; subtitle?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box px={{ base: 'sm', xs: 'md' }} py={{ base: 'lg', xs: 48 }} style={{ minHeight: 'calc(100dvh - 60px)' }} bg="gray.0">
      <Paper withBorder shadow="sm" p={{ base: 'lg', xs: 32 }} radius="lg" maw={440} mx="auto" data-testid={testId}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
