import { linkTokenOf } from '../submissions/requestContext.ts';
import type { App } from '../../app.ts';
import { enforceRateLimit } from '../../services/auth/rateLimit.ts';
import { issueFormUploadToken } from '../../services/uploads/formUploads.ts';
import { FormUploadTokenBody, UploadTokenAnswer } from './schema.ts';

/**
 * A visitor's upload token for a form's upload widget (spec §3 Upload token response). Served on the app and on
 * the sites origin: the published page asks its own origin. Limited per address.
 */
export async function formUploadTokenRoutes(app: App): Promise<void> {
  const { config } = app.deps;
  const { db } = app.deps.database;
  app.post(
    '/public/api/submissions/uploadToken',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'A short-lived token for one file of a published form’s upload widget, uploaded through tus at `url` (relative: the page’s own origin). The widget’s fileTypes and FORM_UPLOAD_MAX_BYTES bound it (400/413); 404 when the form is not published or not the caller’s to fill; 429 past FORM_UPLOAD_RATE_LIMIT per address, or when the files this form or this address uploaded and no submission took yet would pass FORM_UPLOAD_PENDING_BYTES_PER_FORM or FORM_UPLOAD_PENDING_BYTES_PER_ADDRESS',
        body: FormUploadTokenBody,
        response: { 200: UploadTokenAnswer },
      },
    },
    async (req) => {
      await enforceRateLimit(db, [`form-upload:ip:${req.ip}`], config.FORM_UPLOAD_RATE_LIMIT, config.FORM_UPLOAD_RATE_LIMIT_WINDOW_SECONDS);
      return issueFormUploadToken(db, config, { user: req.auth ?? null, linkToken: linkTokenOf(req), address: req.ip }, req.body);
    },
  );
}
