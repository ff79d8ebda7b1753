import type { App } from '../app.ts';
import { healthRoutes } from './health/health.ts';
import { authRoutes } from './auth/index.ts';
import { adminRoutes } from './admin/admin.ts';
import { setupRoutes } from './setup/setup.ts';
import { configRoutes } from './config/config.ts';
import { userRoutes } from './users/users.ts';
import { folioRoutes } from './folios/folios.ts';
import { folioPublishRoutes } from './folios/publish.ts';
import { assetRoutes } from './assets/assets.ts';
import { libraryRoutes } from './libraries/libraries.ts';
import { uploadRoutes } from './uploads/index.ts';
import { blobRoutes } from './blob/blob.ts';
import { storageLimitRoutes } from './users/storageLimit.ts';
import { siteAssetRoutes } from './sites/assets.ts';
import { sitePageRoutes } from './sites/page.ts';
import { siteRoutes } from './sites/site.ts';
import { websiteRoutes } from './websites/websites.ts';
import { folioWebsitesRoutes } from './folios/associatedWebsites.ts';
import { submissionRoutes } from './submissions/submissions.ts';
import { submissionExportRoutes } from './submissions/export.ts';
import { visualizationRoutes } from './visualizations/visualizations.ts';
import { visualizationChartRoutes } from './visualizations/chart.ts';

/** Every route area of the server. Each area lives in its own folder: handlers, schema, tests. */
export async function registerRoutes(app: App): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(setupRoutes);
  await app.register(configRoutes);
  await app.register(adminRoutes);
  await app.register(folioRoutes);
  await app.register(folioPublishRoutes);
  await app.register(assetRoutes);
  await app.register(libraryRoutes);
  await app.register(uploadRoutes);
  await app.register(blobRoutes);
  await app.register(storageLimitRoutes);
  await app.register(siteAssetRoutes);
  await app.register(sitePageRoutes);
  await app.register(siteRoutes);
  await app.register(websiteRoutes);
  await app.register(folioWebsitesRoutes);
  await app.register(submissionRoutes);
  await app.register(submissionExportRoutes);
  await app.register(visualizationRoutes);
  await app.register(visualizationChartRoutes);
}
