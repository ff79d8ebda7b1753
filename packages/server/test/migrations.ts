// A migration's data statements (its INSERTs after its tables), to run them on data a test stored before them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');

/** The INSERT statements of the migration named `name` (found by name, whatever number it was given when merged). */
export function backfillOf(name: string): string[] {
  const file = fs.readdirSync(dir).find((f) => f.endsWith(`_${name}.sql`));
  if (!file) throw new Error(`no migration named ${name}`);
  return fs
    .readFileSync(path.join(dir, file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((s) => /^\s*(--[^\n]*\n\s*)*INSERT/i.test(s));
}
