import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A centred spinner while a screen (or its code) loads; screen readers hear "Loading" once, politely. */
export function PageLoader() {
  return (
    <Center h={300} role="status" data-testid="page-loader">
      <Loader aria-hidden />
      <VisuallyHidden>Loading</VisuallyHidden>
    </Center>
  );
}
