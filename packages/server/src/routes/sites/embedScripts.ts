/**
 * The two small scripts of embedding (issue 30), kept out of the visitor script (and its 15 KB budget):
 * - `/_folio/embed-frame.js`, loaded only by a page's embed view: posts `{type: 'folio:height', height}` to the
 *   framing page whenever the document's height changes;
 * - `/embed.js`, which the framing page includes with the snippet: sets each `iframe[data-folio-embed]`'s height
 *   from those messages, when they come from the sites origin and from that frame's own window.
 */
import { createHash } from 'node:crypto';
import type { App } from '../../app.ts';
import { encode, sendEncoded } from './encoded.ts';
import { securityHeaders } from './respond.ts';

const hash = (code: string) => createHash('sha256').update(code).digest('hex').slice(0, 12);

const FRAME_SCRIPT = `(function () {
  if (window.parent === window) return;
  var last = -1;
  function send() {
    var root = document.documentElement;
    var height = Math.ceil(Math.max(root.getBoundingClientRect().height, document.body ? document.body.scrollHeight : 0));
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'folio:height', height: height }, '*');
  }
  if (typeof ResizeObserver === 'function') {
    var observer = new ResizeObserver(send);
    observer.observe(document.documentElement);
    if (document.body) observer.observe(document.body);
  }
  window.addEventListener('load', send);
  send();
})();
`;

/** The embed view's script address, named by its content hash. */
export const EMBED_FRAME_SCRIPT_SRC = `/_folio/embed-frame.js?v=${hash(FRAME_SCRIPT)}`;
export const EMBED_FRAME_SCRIPT_HASH = hash(FRAME_SCRIPT);

/** The framing page's script for frames of `sitesOrigin`. */
export function hostScript(sitesOrigin: string): string {
  return `(function () {
  var origin = ${JSON.stringify(new URL(sitesOrigin).origin)};
  if (window.__folioEmbeds) return;
  window.__folioEmbeds = true;
  window.addEventListener('message', function (event) {
    if (event.origin !== origin) return;
    var data = event.data;
    if (!data || data.type !== 'folio:height' || typeof data.height !== 'number' || !(data.height >= 0)) return;
    var frames = document.querySelectorAll('iframe[data-folio-embed]');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) frames[i].style.height = Math.min(Math.ceil(data.height), 100000) + 'px';
    }
  });
})();
`;
}

/** Served under a hashed URL: cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** embed.js keeps its address (it is pasted into other sites): a day in caches, then asked again. */
const A_DAY = 'public, max-age=86400';

export async function embedScriptRoutes(app: App): Promise<void> {
  const constraints = { site: true };
  const frame = await encode(FRAME_SCRIPT, 'once');
  const host = await encode(hostScript(app.deps.config.SITES_ORIGIN), 'once');

  app.get('/_folio/embed-frame.js', { constraints, schema: { hide: true } }, async (req, reply) =>
    sendEncoded(req, securityHeaders(reply).type('text/javascript; charset=utf-8').header('cache-control', IMMUTABLE), frame),
  );

  // Other sites load it with <script src>: helmet's same-origin resource policy would keep them from it.
  app.get('/embed.js', { constraints, schema: { hide: true } }, async (req, reply) =>
    sendEncoded(
      req,
      securityHeaders(reply)
        .type('text/javascript; charset=utf-8')
        .header('cache-control', A_DAY)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('access-control-allow-origin', '*'),
      host,
    ),
  );
}
