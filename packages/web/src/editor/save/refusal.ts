/**
 * A save the server refused, in plain words: its reasons name the field as a path ("body.root.name Too big…",
 * "nodes.a1.html is 120,000 characters…"); the path becomes the field the message is shown at, and words a person
 * reads ("The name …", "This text …").
 */
import type { ApiError } from '../../api/client.ts';

const FIELD_REASON = /^(?:body\.)?((?:root|nodes)\.[\w-]+(?:\.[\w-]+)*):?\s+(\S[\s\S]*)$/;

function label(field: string): string {
  if (field === 'root.name') return 'The name';
  if (field.startsWith('root.')) return 'This setting';
  return /\.(html|content|correctText|incorrectText)$/.test(field) ? 'This text' : 'This block';
}

/** The field the refusal names (when it names one) and what to tell the user; `fallback` when it names none. */
export function plainRefusal(error: ApiError, fallback: string): { field?: string; message: string } {
  const match = FIELD_REASON.exec(error.reason.trim());
  if (!match) return { message: fallback };
  const [, field = '', rest = ''] = match;
  const sentence = `${label(field)} ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`.replace(/\.?$/, '.');
  return { field, message: `The server did not save this change. ${sentence}` };
}
