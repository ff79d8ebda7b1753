import { Notifications } from '@mantine/notifications';

/** The toast area at the top centre (spec §2). */
export function Toasts() {
  return <Notifications position="top-center" zIndex={1000} />;
}
