/**
 * The visitor's submission session: a random token kept in localStorage and sent as X-Session, so the server can
 * later tell this browser's own submissions (it stores only its hash). Without storage it lives for the page.
 */
const KEY = 'folio.submissionSession';
let fallback: string | null = null;

const randomToken = (): string => Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');

export function sessionToken(win: Window): string {
  try {
    let token = win.localStorage.getItem(KEY);
    if (!token || !/^[0-9a-f]{48}$/.test(token)) win.localStorage.setItem(KEY, (token = randomToken()));
    return token;
  } catch {
    return (fallback ??= randomToken());
  }
}

/** A page opened through a share link passes the link on, so a private folio's form can be filled through it. */
function shareHeader(win: Window): Record<string, string> {
  const token = new URLSearchParams(win.location.search).get('share');
  return token ? { 'x-share-token': token } : {};
}

/** POSTs JSON to a path of this page's own origin; resolves with the status and the parsed answer (or null). */
export async function postJson(
  win: Window,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const res = await win.fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-session': sessionToken(win), ...shareHeader(win), ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: res.status, json };
}
