import type { App } from '../../app.ts';
import { formUploadTokenRoutes } from './formUploadToken.ts';
import { tusRoutes } from './tus.ts';
import { uploadTokenRoutes } from './uploadToken.ts';

/** Upload tokens (the app's and visitors' form upload tokens) and the tus endpoint. */
export async function uploadRoutes(app: App): Promise<void> {
  await app.register(uploadTokenRoutes);
  await app.register(formUploadTokenRoutes);
  await app.register(tusRoutes);
}
