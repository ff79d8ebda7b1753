import { LICENSE_TYPES, LICENSE_TYPE_INFO } from '@folio/model';
import type { App } from '../../app.ts';
import { requireEditor } from '../folios/folios.ts';
import { badRequest } from '../../errors.ts';
import {
  createOption,
  deleteOption,
  moveOption,
  optionsForEditing,
  publicOptions,
  publishOption,
  updateOption,
} from '../../services/selling/licenseOptions.ts';
import { CreateBody, CreateQuery, IdParams, ItemQuery, LicenseTypeList, OptionList, OptionSchema, PublishBody, UpdateBody, UpdateQuery } from './schema.ts';

/** Licence options (spec §7): what an item is sold for, edited by its owner, read by buyers once published. */
export async function licenseOptionRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const tags = ['licenseOptions'];
  const security = [{ bearer: [] }];

  app.get(
    '/public/api/licenseTypes',
    { schema: { tags, summary: 'The licence types and what each lets a buyer do', response: { 200: LicenseTypeList } } },
    async () => LICENSE_TYPES.map((type) => ({ type, label: LICENSE_TYPE_INFO[type].label, allows: LICENSE_TYPE_INFO[type].allows })),
  );
  app.get(
    '/public/api/licenseOptions/:id',
    { schema: { tags, summary: 'The published licence options of a public item (id: the folio, asset or library), in order', params: IdParams, querystring: ItemQuery, response: { 200: OptionList } } },
    async (req) => publicOptions(db, req.params.id, req.query.itemType),
  );
  app.get(
    '/api/licenseOptions/:id',
    { schema: { tags, security, summary: 'The owner’s licence options of an item, working terms (forEditing=true)', params: IdParams, querystring: ItemQuery, response: { 200: OptionList } } },
    async (req) => {
      const user = requireEditor(req);
      if (req.query.forEditing !== true) throw badRequest('forEditing: send forEditing=true (buyers read /public/api/licenseOptions/{id})');
      return optionsForEditing(db, user, req.params.id, req.query.itemType);
    },
  );
  app.post(
    '/api/licenseOptions',
    { schema: { tags, security, summary: 'A new licence option of your item; answers its id as text', querystring: CreateQuery, body: CreateBody } },
    async (req, reply) => {
      const id = await createOption(db, requireEditor(req), req.body, req.query.index === true);
      return reply.code(201).type('text/plain; charset=utf-8').send(id);
    },
  );
  app.patch(
    '/api/licenseOptions/update/:id',
    { schema: { tags, security, summary: 'With ?index=true {idx}: move it (needs a new index); else {log, root}: change its working terms', params: IdParams, querystring: UpdateQuery, body: UpdateBody } },
    async (req) => {
      const user = requireEditor(req);
      if (req.query.index === true) {
        if (req.body.idx === undefined) throw badRequest('idx: send the new index');
        return OptionList.parse(await moveOption(db, user, req.params.id, req.body.idx));
      }
      return OptionSchema.parse(await updateOption(db, user, req.params.id, req.body));
    },
  );
  app.patch(
    '/api/licenseOptions/publish/:id',
    { schema: { tags, security, summary: 'Publish these terms: buyers see them from now on (a licence type is needed)', params: IdParams, body: PublishBody, response: { 200: OptionSchema } } },
    async (req) => publishOption(db, requireEditor(req), req.params.id, req.body.root),
  );
  app.delete(
    '/api/licenseOptions/:id',
    { schema: { tags, security, summary: 'Withdraw a licence option', params: IdParams } },
    async (req, reply) => {
      await deleteOption(db, requireEditor(req), req.params.id);
      return reply.code(204).send();
    },
  );
}
