import { z } from 'zod';

export const UploadTokenQuery = z.object({
  fileSize: z.coerce
    .number()
    .int()
    .min(0)
    .describe('Size in bytes of the file about to be uploaded; the tus Upload-Length may not exceed it'),
  contentType: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;.*)?$/, 'must be a media type such as image/png')
    .default('application/octet-stream')
    .describe('The content type the browser claims for the file; the bytes are checked against it'),
  replaceAssetId: z
    .uuid()
    .optional()
    .describe('An own asset whose file this upload replaces when it finishes: the asset takes the new file (and its type), the old file is deleted, so its size is freed'),
});

export const FormUploadTokenBody = z.object({
  folioId: z.uuid().describe('The published folio whose form the file is for'),
  widgetId: z.string().trim().min(1).max(200).describe('The upload widget of that form (one a submit button sends)'),
  fileName: z.string().trim().min(1).max(255).describe('The file’s name, as the visitor chose it'),
  fileSize: z
    .number()
    .int()
    .min(0)
    .describe('Size in bytes of the file; at most FORM_UPLOAD_MAX_BYTES, and the tus Upload-Length may not exceed it'),
  contentType: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;.*)?$/, 'must be a media type such as application/pdf')
    .describe('The content type the browser claims; it must be one the widget’s fileTypes take (image/*, application/pdf), and the bytes are checked against them'),
});

export const UploadTokenAnswer = z.object({
  token: z.string().describe('Bearer token for the tus requests of this one upload (expires in UPLOAD_TOKEN_MINUTES)'),
  uuid: z.string().describe('The upload id; once finished, the blob id (served at /blob/{uuid})'),
  url: z.string().describe('The tus endpoint to POST the upload to'),
});

export const StorageLimitQuery = z.object({
  fileSize: z.coerce.number().int().min(0).describe('Size in bytes of the file to be stored'),
  replaceAssetId: z.uuid().optional().describe('An own asset whose file would be replaced (its size is freed unless another asset or an avatar keeps that file)'),
});

export const StorageLimitAnswer = z.object({
  allowed: z.boolean().describe('true when the file fits the account’s storage limit'),
  used: z.number().describe('Bytes in use now (stored files and uploads in progress)'),
  limit: z.number().describe('The account’s storage limit in bytes'),
});
