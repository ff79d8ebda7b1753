// The public HTTP API as a script calls it, against any running server (the e2e server, or one a benchmark
// started): sign in, call an endpoint with a bearer token, upload a file through an upload token and tus.

/** The sites origin of a server started with the defaults: the app's port on 127.0.0.1 (SITES_ORIGIN's default). */
export const sitesOriginOf = (appUrl: string): string => appUrl.replace('//localhost', '//127.0.0.1');

/** Signs in through the public API: the access token and the user's id. */
export async function signIn(appUrl: string, account: { email: string; password: string }): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${appUrl}/public/api/login`, {
    signal: AbortSignal.timeout(30_000),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { accessToken: string; currentUserId: string };
  return { token: body.accessToken, userId: body.currentUserId };
}

/** One API call with the user's token; throws with the status and body unless it succeeds. */
export async function apiCall<T>(appUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${appUrl}${path}`, {
    signal: AbortSignal.timeout(30_000),
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Uploads bytes through an upload token and tus; answers the blob id (served at /blob/{id}) — not yet an asset. */
export async function uploadFile(appUrl: string, token: string, bytes: Buffer, contentType: string): Promise<string> {
  const issued = await apiCall<{ token: string; uuid: string }>(
    appUrl,
    token,
    'GET',
    `/api/assets/upload-token?fileSize=${bytes.length}&contentType=${encodeURIComponent(contentType)}`,
  );
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${issued.token}` };
  const created = await fetch(`${appUrl}/uploads/`, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': `filetype ${Buffer.from(contentType).toString('base64')}` },
  });
  if (created.status !== 201) throw new Error(`tus POST answered ${created.status}: ${await created.text()}`);
  const location = new URL(created.headers.get('location')!, appUrl).href;
  const patched = await fetch(location, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  if (patched.status !== 204) throw new Error(`tus PATCH answered ${patched.status}: ${await patched.text()}`);
  return issued.uuid;
}
