import { bridge } from '../../request/bridge.ts';
import { send, settle } from '../../request/client.ts';
import { ApiError } from '../../request/outcome.ts';
import { saveBlob } from '../../request/index.ts';

/** A size as people read it: 900 B, 12.5 KB, 3.2 MB. */
export const readableSize = (bytes: number): string => {
  const units = ['B', 'KB', 'MB', 'GB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) { n /= 1024; u += 1; }
  return u === 0 ? `${n} B` : `${n.toFixed(1)} ${units[u]}`;
};

/** A signed GET (or POST) of a file answer, saved under `fileName`; a JSON answer is an envelope (an error). */
export async function downloadFile(path: string, fileName: string, method: 'GET' | 'POST' = 'GET'): Promise<void> {
  let response: Response;
  try {
    response = await send(method, path);
  } catch {
    bridge.notifyError(bridge.text('requestFailed'));
    throw new ApiError(0, bridge.text('requestFailed'), null, true);
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json') && !response.headers.get('content-disposition')) {
    settle(await response.json().catch(() => null));
    return;
  }
  if (response.status !== 200) {
    bridge.notifyError(bridge.text('requestError'));
    throw new ApiError(response.status, bridge.text('requestError'), null, true);
  }
  saveBlob(await response.blob(), fileName);
}
