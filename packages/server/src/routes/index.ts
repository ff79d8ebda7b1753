import type { App } from '../app.ts';
import { healthRoutes } from './health/health.ts';

/** Every route area of the server. Each area lives in its own folder: handlers, schema, tests. */
export async function registerRoutes(app: App): Promise<void> {
  await app.register(healthRoutes);
}
