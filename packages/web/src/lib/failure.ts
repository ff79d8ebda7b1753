/**
 * What a person reads when an action fails (spec §8, issue 25): the spec's text first ("Something went wrong when
 * deleting the Folio"), then the server's reason as its own sentence, never an HTTP status word. One form for
 * every "Something went wrong when …" failure, in toasts and inline alike. The spec's texts (the model's English)
 * are shown in the app's language; a text the caller already translated is shown as it is.
 */
import {
  ASSET_UPLOAD_FAILED,
  PURCHASE_OPTION_CREATE_FAILED,
  PURCHASE_OPTION_DELETE_FAILED,
  PURCHASE_OPTION_UPDATE_FAILED,
  SHARE_DELETE_FAILED,
  failedWhenText,
  folioActionFailed,
  somethingWentWrong,
} from '@folio/model';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../api/client.ts';
import { translate } from '../i18n/i18n.ts';

/** The spec's "Something went wrong when …" texts the web app shows, in the app's language. */
function specTextShown(specText: string): string {
  switch (specText) {
    case folioActionFailed('creating'):
      return translate('common:failed.folioCreate');
    case folioActionFailed('updating'):
      return translate('common:failed.folioUpdate');
    case folioActionFailed('deleting'):
      return translate('common:failed.folioDelete');
    case folioActionFailed('publishing'):
      return translate('common:failed.folioPublish');
    case somethingWentWrong('publishing', 'Website'):
      return translate('common:failed.websitePublish');
    case ASSET_UPLOAD_FAILED:
      return translate('common:failed.assetUpload');
    case SHARE_DELETE_FAILED:
      return translate('common:failed.shareDelete');
    case PURCHASE_OPTION_CREATE_FAILED:
      return translate('common:failed.purchaseOptionCreate');
    case PURCHASE_OPTION_UPDATE_FAILED:
      return translate('common:failed.purchaseOptionUpdate');
    case PURCHASE_OPTION_DELETE_FAILED:
      return translate('common:failed.purchaseOptionDelete');
    default:
      return specText;
  }
}

/** 'Something went wrong when deleting the Folio. Only its owner can delete it.' */
export const failedWhen = (specText: string, error: unknown): string => failedWhenText(specTextShown(specText), errorMessage(error));

/** The red toast of a failed action, in the form above. */
export function notifyFailed(specText: string, error: unknown): void {
  notifications.show({ color: 'red', message: failedWhen(specText, error), 'data-testid': 'failure-toast' });
}
