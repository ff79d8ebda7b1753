/**
 * What the OpenAPI document says of every operation that its route did not (issue 30): a stable `operationId` made
 * from the method and the path (client generators name their methods after it), `security: []` for the routes that
 * declare none — the public ones (`/public/api`, files, Stripe's signed webhooks, confirmation links) — and the
 * error body for every 4xx answer a route does not describe itself.
 */
import { z } from 'zod';
import type { App } from '../app.ts';

/** Every refusal's body (plugins/errors.ts); some carry more, such as the field to fix. */
export const ApiErrorBody = z
  .looseObject({
    error: z.string().describe('The status in words, e.g. "Bad Request"'),
    message: z.string().describe('What went wrong and what to fix, in a sentence for the person'),
  })
  .describe('Why the request was refused');

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `GET /api/folios/:id/versions` → `getFoliosByIdVersions`; `/public/api/…` → `public…`. */
export function operationIdOf(method: string, url: string): string {
  const parts = url.split('/').filter(Boolean);
  const isPublic = parts[0] === 'public';
  const words = parts
    .filter((part, i) => !(part === 'api' && i <= 1) && !(part === 'public' && i === 0))
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : part.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  const name = [method.toLowerCase(), ...words.map(capital)].join('');
  return isPublic ? `public${capital(name)}` : name;
}

export function registerOpenapiNames(app: App): void {
  app.addHook('onRoute', (route) => {
    const method = Array.isArray(route.method) ? route.method[0]! : route.method;
    if (method === 'HEAD' || !/^\/(api|public\/api|blob)\//.test(route.url) || route.schema?.hide) return;
    route.schema ??= {};
    const schema = route.schema as Record<string, unknown>;
    schema.operationId ??= operationIdOf(method, route.url);
    schema.security ??= [];
    // Only beside a described answer: a route that describes none keeps the document's default 200.
    const response = schema.response as Record<string, unknown> | undefined;
    if (response && !Object.keys(response).some((code) => code.startsWith('4'))) response['4xx'] = ApiErrorBody;
  });
}
