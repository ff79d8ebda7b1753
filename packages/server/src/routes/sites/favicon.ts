/**
 * Folio's icon for published pages and websites without a favicon of their own. Every page shell links an icon,
 * so browsers never ask the sites origin for /favicon.ico (a 404 that shows up as a console error).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';

export const favicon = fs.readFileSync(createRequire(import.meta.url).resolve('@folio/render/favicon.svg'));
const faviconHash = createHash('sha256').update(favicon).digest('hex').slice(0, 12);
export const FAVICON_HREF = `/_folio/favicon.svg?v=${faviconHash}`;
