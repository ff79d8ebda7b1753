import { API_SCOPES, API_TOKEN_NAME_MAX } from '@folio/model';
import { z } from 'zod';

export const TokenSummary = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string().describe('The token’s first characters, to tell it apart (the rest is never shown again)'),
  scopes: z.array(z.string()).describe('What the token may reach: `<area>:read` or `<area>:write` (write includes read)'),
  expiresAt: z.string().nullable().describe('When it stops working (ISO 8601); null: never'),
  lastUsedAt: z.string().nullable().describe('When it was last used (to the minute); null: never'),
  createdAt: z.string(),
});

export const TokenList = z.object({ tokens: z.array(TokenSummary) });

export const MadeToken = TokenSummary.extend({
  token: z.string().describe('The token itself, shown this once: send it as `Authorization: Bearer <token>`'),
});

export const CreateTokenBody = z.strictObject({
  name: z.string().trim().min(1).max(API_TOKEN_NAME_MAX).describe(`What the token is for, 1–${API_TOKEN_NAME_MAX} characters`),
  scopes: z
    .array(z.enum(API_SCOPES as [string, ...string[]]))
    .min(1)
    .max(API_SCOPES.length)
    .describe(`What it may reach, at least one of: ${API_SCOPES.join(', ')} (admin scopes only from an administrator)`),
  expiresAt: z.string().datetime({ offset: true }).nullable().optional().describe('When it stops working (ISO 8601, in the future); absent or null: never'),
});

export const TokenIdParams = z.object({ tokenId: z.string().describe('The token’s id (UUID)') });
export const UserTokenParams = z.object({ id: z.string().describe('The account’s id (UUID)'), tokenId: z.string().describe('The token’s id (UUID)') });
export const UserParams = z.object({ id: z.string().describe('The account’s id (UUID)') });
