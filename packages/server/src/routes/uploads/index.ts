import type { App } from '../../app.ts';
import { tusRoutes } from './tus.ts';
import { uploadTokenRoutes } from './uploadToken.ts';

/** Upload tokens and the tus endpoint. */
export async function uploadRoutes(app: App): Promise<void> {
  await app.register(uploadTokenRoutes);
  await app.register(tusRoutes);
}
