import type { FolioRoot, NodeMap } from '@folio/model';
import { z } from 'zod';
import { VERSION_NAME_MAX } from '../../services/folios/versions.ts';

export const VersionParams = z.object({
  id: z.string().describe('The folio id (UUID)'),
  versionId: z.string().describe('The version id (UUID)'),
});

const Person = z.object({ id: z.string(), displayName: z.string() });

export const VersionSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['auto', 'publish', 'restore', 'named']).describe('auto: after a pause in editing; publish; restore: the state before a restore; named: by an editor'),
  name: z.string().nullable().describe('The name an editor gave it, or what it was kept for'),
  version: z.number().int().describe('The folio’s version number when it was kept'),
  createdAt: z.string().describe('When it was kept (ISO 8601)'),
  createdBy: Person.nullable().describe('Who kept it (named versions, restores, publishing); null when kept automatically'),
  authors: z.array(Person).describe('Who changed the folio since the version before'),
  size: z.number().int().describe('Bytes it takes in storage'),
});

export const VersionList = z.object({ versions: z.array(VersionSummarySchema) });

export const VersionAnswer = VersionSummarySchema.extend({
  document: z.object({
    schemaVersion: z.number().int(),
    root: z.custom<FolioRoot>().describe('The folio root as it was'),
    nodes: z.custom<NodeMap>().describe('Every node by id, as it was'),
  }),
});

export const NameVersionBody = z.strictObject({
  name: z.string().trim().min(1).max(VERSION_NAME_MAX).describe(`The version’s name, 1–${VERSION_NAME_MAX} characters`),
});

export const KeptAnswer = z.object({ id: z.string().describe('The new version’s id') });
export const RestoredAnswer = z.object({ version: z.number().int().describe('The folio’s version after the restore') });
