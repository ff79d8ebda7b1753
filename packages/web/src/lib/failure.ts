/**
 * What a person reads when an action fails (spec §8, issue 25): the spec's text first ("Something went wrong when
 * deleting the Folio"), then the server's reason as its own sentence, never an HTTP status word. One form for
 * every "Something went wrong when …" failure, in toasts and inline alike.
 */
import { failedWhenText } from '@folio/model';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../api/client.ts';

/** 'Something went wrong when deleting the Folio. Only its owner can delete it.' */
export const failedWhen = (specText: string, error: unknown): string => failedWhenText(specText, errorMessage(error));

/** The red toast of a failed action, in the form above. */
export function notifyFailed(specText: string, error: unknown): void {
  notifications.show({ color: 'red', message: failedWhen(specText, error), 'data-testid': 'failure-toast' });
}
