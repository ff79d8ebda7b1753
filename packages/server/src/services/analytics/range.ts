/**
 * The days an analytics report covers (`startDate`, `endDate`): checked here once, for the routes' query schemas and
 * for every service that takes a range. A day is a real calendar day from 2000 to 2999 — reports walk their range
 * one day at a time and add days to its ends, so a day near year 10,000 or a range of centuries is refused before
 * any work starts.
 */
import { badRequest } from '../../errors.ts';
import { utcDay } from './visitor.ts';

export interface Range {
  start: string;
  end: string;
}

export const DAY_MS = 86_400_000;
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2999-12-31';
/** The longest range, in days (3 years). */
export const MAX_RANGE_DAYS = 3 * 366;

export const RANGE_TEXTS = {
  day: `must be a day written YYYY-MM-DD (UTC) from ${FIRST_DAY} to ${LAST_DAY}, such as 2026-05-31`,
  order: 'must be on or before endDate (today when endDate is not given)',
  span: 'must be at most 3 years before endDate (today when endDate is not given); choose a shorter range',
} as const;

export const addDays = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** A real calendar day (no 2026-02-30) written YYYY-MM-DD, within the years reports cover. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < FIRST_DAY || value > LAST_DAY) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && utcDay(new Date(time)) === value;
}

export interface RangeProblem {
  field: 'startDate' | 'endDate';
  message: string;
}

/** What is wrong with the asked range, if anything (the defaults: the 30 days ending on endDate, which is today). */
export function rangeProblem(startDate?: string, endDate?: string): RangeProblem | null {
  if (endDate !== undefined && !isDay(endDate)) return { field: 'endDate', message: RANGE_TEXTS.day };
  if (startDate !== undefined && !isDay(startDate)) return { field: 'startDate', message: RANGE_TEXTS.day };
  if (startDate === undefined) return null;
  const end = endDate ?? utcDay();
  if (startDate > end) return { field: 'startDate', message: RANGE_TEXTS.order };
  if (Date.parse(end) - Date.parse(startDate) > MAX_RANGE_DAYS * DAY_MS) return { field: 'startDate', message: RANGE_TEXTS.span };
  return null;
}

/** The asked range, default the last 30 days; a bad one is a 400 naming the field. */
export function rangeOf(startDate?: string, endDate?: string): Range {
  const problem = rangeProblem(startDate, endDate);
  if (problem) throw badRequest(`${problem.field} ${problem.message}`);
  const end = endDate ?? utcDay();
  return { start: startDate ?? addDays(end, -29), end };
}
