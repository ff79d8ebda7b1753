import { z } from 'zod';

export const SaveDraftBody = z.strictObject({
  buttonId: z.string().max(200).describe('The submit button of the form'),
  data: z.record(z.string(), z.unknown()).describe('The answers so far, keyed by widget id (only what the form asks and in shape is kept; files are not)'),
  step: z.string().max(200).optional().describe('The step tile the visitor is on'),
  email: z.string().max(254).optional().describe('Mail the link to continue here (only when the form offers "Continue later")'),
  token: z.string().max(200).optional().describe('The draft’s token from an earlier save: update it rather than start another'),
});

export const SavedDraft = z.object({
  token: z.string().describe('Opens the draft: the form’s page with ?resume=<token>; shown once'),
  expiresAt: z.string(),
  mailedTo: z.string().nullable(),
});

export const DraftParams = z.object({ token: z.string().max(200).describe('A draft’s token') });

export const OpenedDraft = z.object({
  folioId: z.string(),
  buttonId: z.string(),
  data: z.record(z.string(), z.unknown()),
  step: z.string().nullable(),
  expiresAt: z.string(),
});

export const PartialList = z.object({
  items: z.array(z.object({ id: z.string(), data: z.record(z.string(), z.unknown()), texts: z.record(z.string(), z.string()).describe('Each answer as people read it'), step: z.string().nullable(), updatedAt: z.string() })),
  total: z.number().int(),
  fields: z.array(z.object({ widgetId: z.string(), label: z.string() })),
  byStep: z.array(z.object({ step: z.string().nullable(), title: z.string(), count: z.number().int() })).describe('Where visitors stopped: partials per step, in the form’s order'),
});
