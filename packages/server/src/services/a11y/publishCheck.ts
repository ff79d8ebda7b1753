/**
 * Accessibility before publishing (issue 27): every path that publishes a folio's pages refuses, with a 422 listing
 * the problems, while the model's rules find errors on them. The rules run on the document as the published page
 * draws it (asset resources described from their blobs, so an uploaded PDF is not taken for an image).
 */
import { A11Y_TEXTS, publishBlockers, type A11yProblem, type FolioDocument } from '@folio/model';
import type { Executor } from '../../db/client.ts';
import { unprocessable } from '../../errors.ts';
import { withAssetDetails } from '../sites/siteAssets.ts';

/** A problem of one folio among several (a website's pages, header and footer). */
export type FolioA11yProblem = A11yProblem & { folioId: string };

/** The errors that stop the document from being published, found on it as it will be drawn. */
export async function publishProblems(db: Executor, doc: FolioDocument): Promise<A11yProblem[]> {
  const { docs } = await withAssetDetails(db, [doc]);
  return publishBlockers(docs[0] ?? doc);
}

/** Throws the 422 when the folio has problems that stop its publication. */
export async function refuseInaccessibleFolio(db: Executor, doc: FolioDocument): Promise<void> {
  const problems = await publishProblems(db, doc);
  if (problems.length > 0) throw unprocessable(A11Y_TEXTS.folioRefused(problems.length), { problems });
}

/** Throws the 422 when any of a website's folios has problems that stop its publication (nothing is published then). */
export async function refuseInaccessibleWebsite(db: Executor, folios: Array<{ folioId: string; doc: FolioDocument }>): Promise<void> {
  // One asset lookup for all the website's folios, not one per folio.
  const { docs } = await withAssetDetails(db, folios.map((f) => f.doc));
  const problems: FolioA11yProblem[] = folios.flatMap(({ folioId, doc }, i) => publishBlockers(docs[i] ?? doc).map((problem) => ({ ...problem, folioId })));
  if (problems.length > 0) throw unprocessable(A11Y_TEXTS.websiteRefused(problems.length), { problems });
}
