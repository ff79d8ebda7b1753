/**
 * Pages whose form opens or closes at set times (issue 31) change at those instants: the ETag (and render-cache
 * key) names each shown folio's phase, and the ETag is kept in memory no longer than until the next instant, so the
 * first visit after it renders the page anew (open, or closed with the author's message).
 */
import { formPhase, nextFormChange } from '@folio/model';
import type { PublicationStamp } from './publishedDocs.ts';

export interface FormPhaseStamp {
  /** '' when no shown folio has a window; else each one's phase (b, o, a) */
  key: string;
  /** ms until the next phase change of any of them, when there is one */
  maxAgeMs: number | undefined;
}

export function formPhaseStamp(stamps: ReadonlyArray<Pick<PublicationStamp, 'opensAt' | 'closesAt'> | null | undefined>, now = Date.now()): FormPhaseStamp {
  let key = '';
  let next: number | null = null;
  for (const stamp of stamps) {
    if (!stamp || (stamp.opensAt === null && stamp.closesAt === null)) continue;
    key += formPhase(stamp, now)[0];
    const change = nextFormChange(stamp, now);
    if (change !== null && (next === null || change < next)) next = change;
  }
  return { key, maxAgeMs: next === null ? undefined : Math.max(1, next - now) };
}

/** The shorter of two optional bounds. */
export const shorter = (a: number | undefined, b: number | undefined): number | undefined => (a === undefined ? b : b === undefined ? a : Math.min(a, b));
