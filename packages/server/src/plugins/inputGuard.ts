/**
 * One guard for the ordinary bad input every route would otherwise have to expect: JSON nested deeper than
 * JSON_MAX_DEPTH (refused before parsing, so no parser or later walk can overflow the stack), NUL characters and
 * lone UTF-16 surrogates in body strings and keys, in the decoded query and in the path. PostgreSQL cannot store
 * either in text or jsonb, so without this they surfaced as 500s. Each is a 400 naming the field.
 */
import { JSON_MAX_DEPTH } from '@folio/model';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

const MAX_PATH_SHOWN = 4;
// With the u flag a surrogate pair is one code point, so only a surrogate without its other half matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const fieldName = (parts: ReadonlyArray<string | number>) =>
  ['body', ...parts.slice(0, MAX_PATH_SHOWN)].join('.') + (parts.length > MAX_PATH_SHOWN ? '…' : '');

/** A linear scan of the raw JSON text: where it is nested deeper than the limit, or null. */
export function jsonDepthProblem(text: string, max = JSON_MAX_DEPTH): string | null {
  // The key or index at each open level, for naming the field.
  const path: Array<string | number> = [];
  let lastString = '';
  for (let i = 0; i < text.length; i++) {
    switch (text.charCodeAt(i)) {
      case 0x22: {
        // Strings are skipped with indexOf: a body is mostly strings (rich text), and this keeps the scan of a
        // 10 MiB body at a few milliseconds.
        let end = text.indexOf('"', i + 1);
        for (;;) {
          if (end < 0) return null; // unterminated: the parser reports it
          let backslashes = 0;
          while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++;
          if (backslashes % 2 === 0) break;
          end = text.indexOf('"', end + 1);
        }
        lastString = text.slice(i + 1, end);
        i = end;
        break;
      }
      case 0x7b:
      case 0x5b:
        if (path.length >= max) return `${fieldName(path)} is nested more than ${max} levels deep; send flatter JSON`;
        path.push(text.charCodeAt(i) === 0x5b ? 0 : '');
        break;
      case 0x7d:
      case 0x5d:
        path.pop();
        break;
      case 0x3a:
        if (path.length > 0) path[path.length - 1] = lastString;
        break;
      case 0x2c: {
        const last = path[path.length - 1];
        if (typeof last === 'number') path[path.length - 1] = last + 1;
        break;
      }
    }
  }
  return null;
}

/** What is wrong with one string (a value or a key), or null. */
export function stringProblem(value: string, where: string): string | null {
  if (value.includes('\0')) return `${where} contains a NUL character (U+0000); remove it`;
  if (LONE_SURROGATE.test(value)) {
    return `${where} contains a lone UTF-16 surrogate (half of a character such as an emoji); send well-formed Unicode`;
  }
  return null;
}

/** The first bad string in a parsed value (its depth is bounded by the scan above), or null. */
export function badStringIn(value: unknown, where: string): string | null {
  if (typeof value === 'string') return stringProblem(value, where);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = badStringIn(value[i], `${where}.${i}`);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      const shown = key.length > 60 ? `${key.slice(0, 60)}…` : key;
      const problem = stringProblem(key, `${where} key ${JSON.stringify(shown)}`) ?? badStringIn(inner, `${where}.${shown}`);
      if (problem) return problem;
    }
  }
  return null;
}

function checkUrl(url: string, query: unknown): void {
  // Without a percent escape a URL holds neither: its characters are what arrived (Latin-1 at most, never a
  // surrogate) and the parser refuses a raw NUL; the check below is for the ones spelled as escapes.
  if (!url.includes('%') && !url.includes('\0')) return;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (/%00/i.test(path) || path.includes('\0')) throw badRequest('The URL path contains a NUL character (%00); remove it');
  let decoded: string | null = null;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not UTF-8 once decoded (e.g. an encoded lone surrogate): the router answers that itself.
  }
  if (decoded !== null && LONE_SURROGATE.test(decoded)) throw badRequest('The URL path is not well-formed Unicode; fix its encoding');
  const problem = badStringIn(query, 'query');
  if (problem) throw badRequest(problem);
}

export function registerInputGuard(app: FastifyInstance): void {
  // Fastify's own JSON parser (prototype poisoning refused as before), behind the depth scan and the string walk.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const deep = jsonDepthProblem(body as string);
    if (deep) return done(badRequest(deep), undefined);
    parseJson(req, body as string, (err, value) => {
      if (err) return done(err, undefined);
      // The body was decoded from UTF-8, which yields no lone surrogate, and JSON refuses a raw NUL in a string: both
      // can only come from \u escapes, so a body without one needs no walk.
      const problem = (body as string).includes('\\u') ? badStringIn(value, 'body') : null;
      if (problem) return done(badRequest(problem), undefined);
      done(null, value);
    });
  });

  app.addHook('onRequest', async (req) => checkUrl(req.url, req.query));
}
