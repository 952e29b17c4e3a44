import type { ResourceTask } from '@zf/shared';
import { bridge } from './bridge.ts';
import { send, settle } from './client.ts';
import { ApiError } from './outcome.ts';

/** Saves a blob under a file name through a temporary link (works in every browser without extra packages). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Export download (SPEC §7): calls the API with params expecting a binary file and saves it as `<name>.xlsx`.
 * A JSON answer is an envelope (an error, or the contract's `ResourceTask` — `{task_id}`, a number — for a large
 * export, which is returned to the caller); a non-200 answer is 'request error, please try again later' (SPEC §8).
 */
export async function downloadXlsx(path: string, params: Record<string, unknown>, fileName: string): Promise<ResourceTask | null> {
  let response: Response;
  try {
    response = await send('GET', path, { params });
  } catch {
    bridge.notifyError(bridge.text('requestFailed'));
    throw new ApiError(0, bridge.text('requestFailed'), null, true);
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return settle<ResourceTask>(await response.json().catch(() => null));
  if (response.status !== 200) {
    bridge.notifyError(bridge.text('requestError'));
    throw new ApiError(response.status, bridge.text('requestError'), null, true);
  }
  saveBlob(await response.blob(), fileName.toLowerCase().endsWith('.xlsx') ? fileName : `${fileName}.xlsx`);
  return null;
}
