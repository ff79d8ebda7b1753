import { Center, Loader } from '@mantine/core';

/** A centred spinner while a screen waits for what it needs to decide what to show. */
export function PageLoader() {
  return (
    <Center h={300}>
      <Loader aria-label="Loading" />
    </Center>
  );
}
