/** Results line of a list (spec §2): '3 results found', '1 result found', 'No results found', plus ' (loading...)'. */
export function resultsText(count: number, loading = false, estimate = false): string {
  // A long list's total may be the database's estimate (issue 28): it is then said to be one.
  const text = count === 0 ? 'No results found' : count === 1 && !estimate ? '1 result found' : `${estimate ? 'About ' : ''}${count} results found`;
  return loading ? `${text} (loading...)` : text;
}

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** A byte count in the largest fitting unit from Bytes to YB (base 1024), rounded to `decimals` places. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const places = Math.max(0, Math.floor(decimals));
  const unit = Math.min(BYTE_UNITS.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))));
  const value = Number.parseFloat((bytes / 1024 ** unit).toFixed(places));
  return `${value} ${BYTE_UNITS[unit]}`;
}

/** Up to two initials of a display name, for an avatar without a picture: 'Ada Lovelace' → 'AL', 'ada' → 'A'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = (words.length > 1 ? [words[0]!, words[words.length - 1]!] : words).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

/** Storage in use beside the allowance, in the units a person reads: '60 KB of 5 GB', '0 Bytes of 5 GB'. */
export function formatStorage(used: number, limit: number): string {
  return `${formatBytes(used, 1)} of ${formatBytes(limit, 1)}`;
}

/**
 * formatDate's formatter per time zone, made once: making one costs far more than formatting with it (a list of
 * 20 folios spent a tenth of the dashboard's start making them).
 */
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in en-US with long month, day, 2-digit hour and minute, e.g. 'November 22, 08:05 AM'.
 * Assembled from parts so the text is the same whichever ICU version the runtime ships
 * (newer ones say 'November 22 at 08:05 AM'). `timeZone` defaults to the viewer's own.
 */
export function formatDate(date: Date | string | number, timeZone?: string): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const parts = dateFormat(timeZone).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

function dateFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = DATE_FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true, ...(timeZone ? { timeZone } : {}) });
    // Bounded: time zones come from a fixed list, but a bad one must not grow this without end.
    if (DATE_FORMATS.size < 1000) DATE_FORMATS.set(key, format);
  }
  return format;
}
