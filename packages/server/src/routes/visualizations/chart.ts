import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { chartImage } from '../../services/visualizations/chartImage.ts';
import { RenderCache } from '../sites/renderCache.ts';
import { renderOnce } from '../sites/respond.ts';
import { VisualizationIdParams } from './schema.ts';

// @folio/render is TSX: imported on first use through the module hooks of loaders/tsx.ts (decision 10).
let render: Promise<typeof import('@folio/render')> | null = null;
const loadRender = () => (render ??= import('@folio/render'));

/** Drawn charts of this process by key (settings, form field, submissions counted): a new submission is a new key. */
const svgCache = new RenderCache(16 * 1024 * 1024);

/** The SVG holds user text (escaped by React): never run anything in it, never sniff it as something else. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

async function sendChart(db: App['deps']['database']['db'], req: FastifyRequest, reply: FastifyReply, user: AuthUser | null, publicVariant: boolean, id: string) {
  const image = await chartImage(db, user, id, !publicVariant);
  const etag = `W/"chart-${image.key}"`;
  reply
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', publicVariant ? 'no-cache' : 'private, no-cache')
    .header('cross-origin-resource-policy', publicVariant ? 'cross-origin' : 'same-origin')
    .header('etag', etag);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  let svg = svgCache.get(etag);
  if (svg === undefined) {
    const drawn = await renderOnce(`svg:${etag}`, async () => {
      const [{ ChartSvg }, chart] = await Promise.all([loadRender(), image.load()]);
      return { html: `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(createElement(ChartSvg, { ...chart, standalone: true }))}`, cache: true };
    });
    svg = drawn.html;
    svgCache.set(etag, svg);
  }
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/** A chart as an SVG image (spec §7): the owner's preview on /api, the published chart on /public/api. */
export async function visualizationChartRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const produces = ['image/svg+xml'];

  app.get(
    '/api/folio/visualization/:id/chart',
    {
      schema: {
        tags: ['visualizations'],
        security: [{ bearer: [] }],
        summary: 'The chart as SVG: its owner gets the working settings (a preview), others the published chart they may read',
        params: VisualizationIdParams,
        produces,
      },
    },
    async (req, reply) => sendChart(db, req, reply, requireUser(req), false, req.params.id),
  );

  app.get(
    '/public/api/folio/visualization/:id/chart',
    {
      schema: {
        tags: ['visualizations'],
        security: [{}, { bearer: [] }],
        summary: 'The published chart as SVG; 404 unless published and its folio readable by the caller (token optional)',
        params: VisualizationIdParams,
        produces,
      },
    },
    async (req, reply) => sendChart(db, req, reply, req.auth, true, req.params.id),
  );
}
