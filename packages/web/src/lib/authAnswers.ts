/**
 * The server's answers to the account requests (the sentences of a resend, a reset request, a reset) in the app's
 * language. The server says them in English (routes/auth); an answer the app does not know is shown as it came,
 * or translated if it is one of the server's known texts.
 */
import { translate } from '../i18n/i18n.ts';
import { translateServerText } from '../i18n/serverText.ts';

export function authAnswerText(message: string): string {
  switch (message.trim()) {
    case 'If this email belongs to an account waiting for verification, we have sent a new link to it.':
      return translate('auth:answers.resend');
    case 'If this email belongs to an account, we have sent a link to reset its password. It works for 1 hour.':
      return translate('auth:answers.resetRequest');
    case 'Your password has been reset; please sign in with the new one.':
      return translate('auth:answers.resetDone');
    case 'Your password has been changed; your other sessions have been signed out.':
      return translate('auth:answers.changed');
    default:
      return translateServerText(message);
  }
}
