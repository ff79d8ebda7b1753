import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { folioData } from '../../services/visualizations/folioData.ts';
import {
  createVisualization,
  deleteVisualization,
  readCanvasChart,
  readVisualization,
  updateVisualization,
} from '../../services/visualizations/visualizations.ts';
import { requireEditor } from '../folios/folios.ts';
import {
  CanvasChartAnswer,
  CreateVisualizationBody,
  FolioDataAnswer,
  FolioDataParams,
  FolioIdParams,
  GetVisualizationQuery,
  UpdateVisualizationBody,
  VisualizationAnswer,
  VisualizationIdParams,
} from './schema.ts';

const tags = ['visualizations'];
const security = [{ bearer: [] }];

/** Charts of a folio's submissions (spec §7 Visualizations) and the aggregates they are drawn from. */
export async function visualizationRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;

  app.get(
    '/api/folios/:id/data',
    {
      schema: {
        tags,
        security,
        summary: "The folio's form fields per submit button with the aggregates of their answers (owner and submission receivers)",
        params: FolioDataParams,
        response: { 200: FolioDataAnswer },
      },
    },
    async (req) => folioData(db, requireUser(req), req.params.id),
  );

  app.post(
    '/api/visualizations/create/:folioId',
    {
      schema: {
        tags,
        security,
        summary: 'A new chart of one of your folios; published when a folio showing it (or its own folio) is published',
        params: FolioIdParams,
        body: CreateVisualizationBody,
        response: { 201: VisualizationAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createVisualization(db, requireEditor(req), req.params.folioId, req.body)),
  );

  app.post(
    '/api/visualizations/update/:id',
    {
      schema: { tags, security, summary: 'New settings for your chart', params: VisualizationIdParams, body: UpdateVisualizationBody, response: { 200: VisualizationAnswer } },
    },
    async (req) => updateVisualization(db, requireEditor(req), req.params.id, req.body),
  );

  app.post(
    '/api/visualizations/delete/:id',
    { schema: { tags, security, summary: 'Delete your chart (pages showing it show nothing in its place)', params: VisualizationIdParams } },
    async (req, reply) => {
      await deleteVisualization(db, requireEditor(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/visualizations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One chart: with forEditing=true the working settings (its owner, and those who may read its folio’s working copy), else the published ones',
        params: VisualizationIdParams,
        querystring: GetVisualizationQuery,
        response: { 200: VisualizationAnswer },
      },
    },
    async (req) => {
      const forEditing = req.query.forEditing === true;
      return (await readVisualization(db, forEditing ? requireEditor(req) : requireUser(req), req.params.id, forEditing)).view;
    },
  );

  app.get(
    '/api/visualizations/:id/chart',
    {
      schema: {
        tags,
        security,
        summary:
          'A chart as its folio’s readers see it in the editor: the settings (working for those who read the working copy, else published) and the aggregates it draws; 404 for those who may not read its folio',
        params: VisualizationIdParams,
        response: { 200: CanvasChartAnswer },
      },
    },
    async (req) => readCanvasChart(db, requireUser(req), req.params.id),
  );

  app.get(
    '/public/api/visualizations/:id',
    {
      schema: {
        tags,
        security: [{}, { bearer: [] }],
        summary: 'A published chart’s settings; 404 unless published and its folio readable by the caller (token optional)',
        params: VisualizationIdParams,
        response: { 200: VisualizationAnswer },
      },
    },
    async (req) => (await readVisualization(db, req.auth, req.params.id, false)).view,
  );
}
