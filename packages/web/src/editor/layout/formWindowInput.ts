/** The form window's instants (ISO 8601, UTC) as a datetime-local input shows them, in the author's own time zone, and back. */
import { instantOf } from '@folio/model';

const pad = (n: number) => String(n).padStart(2, '0');

/** '2027-03-01T09:00:00.000Z' → '2027-03-01T10:00' (in Paris); '' when absent or not an instant. */
export function toLocalInput(iso: string | null | undefined): string {
  const ms = instantOf(iso);
  if (ms === null) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the author's time) as an ISO instant; null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
