/**
 * What the OpenAPI document says of every operation that its route did not (issue 30): a stable `operationId` made
 * from the method and the path (client generators name their methods after it), and `security: []` for the routes
 * that declare none — the public ones (`/public/api`, files, Stripe's signed webhooks, confirmation links).
 */
import type { App } from '../app.ts';

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
  });
}
