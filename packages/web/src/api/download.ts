import { apiErrorMessage } from '@folio/model';
import { getSession } from '../session/store.ts';
import { ApiError } from './client.ts';

/** Downloads a file an API route answers (it needs the bearer token, so it is fetched, then saved from memory). */
export async function downloadAuthorized(path: string, fallbackName: string): Promise<void> {
  const session = getSession();
  if (!session) throw new ApiError(401, 'Authorized use only');
  const res = await fetch(path, { headers: { authorization: `Bearer ${session.accessToken}` } });
  if (!res.ok) {
    throw new ApiError(res.status, apiErrorMessage({ status: res.status, contentType: res.headers.get('content-type'), body: await res.text(), sentToken: true }));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
