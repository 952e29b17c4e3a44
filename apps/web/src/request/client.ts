import { apiBase, appKey, appSecret, clientName, requestTimeoutMs } from './config.ts';
import { bridge } from './bridge.ts';
import { ApiError, isEnvelope, outcomeOf } from './outcome.ts';
import { signedHeaders, withQuery } from './signed-headers.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface RequestOptions {
  /** GET query parameters (also allowed on other methods). */
  params?: Record<string, unknown>;
  /** JSON body of POST, PUT and DELETE. */
  body?: unknown;
  /** Codes the caller handles itself: no notification, no redirect (e.g. 4220 on a form, 5000 on the period call). */
  quiet?: number[];
  signal?: AbortSignal;
  /** Another session's token instead of the back office one (the shop ordering view keeps its own). */
  token?: string | null;
}

/** Sends one signed request and returns the raw Response; aborts after the SPEC §9 timeout. */
export async function send(method: Method, path: string, opts: RequestOptions = {}): Promise<Response> {
  const pathWithQuery = withQuery(`${apiBase}${path}`, opts.params);
  // A POST without a body still sends '{}': Fastify refuses an empty JSON body, and the signature covers it.
  const body = method === 'GET' ? undefined : JSON.stringify(opts.body ?? {});
  const headers = signedHeaders({ method, pathWithQuery, body, token: opts.token !== undefined ? opts.token : bridge.token(), language: bridge.language() }, { appkey: appKey, secret: appSecret, client: clientName });
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), requestTimeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  try {
    return await fetch(pathWithQuery, { method, headers, body, signal });
  } finally {
    clearTimeout(timer);
  }
}

/** Acts on an envelope the way SPEC §8 says and returns its data, or throws an ApiError. */
export function settle<T>(envelope: unknown, quiet: number[] = []): T {
  if (!isEnvelope(envelope)) {
    bridge.notifyError(bridge.text('requestError'));
    throw new ApiError(0, bridge.text('requestError'), null, true);
  }
  const { code, msg, data } = envelope;
  const outcome = outcomeOf(code);
  if (outcome === 'ok') return data as T;
  if (quiet.includes(code) || outcome === 'silent') throw new ApiError(code, msg, data, false);
  if (outcome === 'endSession') bridge.endSession();
  else if (outcome === 'notInitialized') bridge.notInitialized();
  if (outcome !== 'notInitialized') bridge.notifyError(msg || bridge.text('requestError'));
  throw new ApiError(code, msg, data, true);
}

/** One API call: signed, JSON in and out, codes handled (SPEC §7, §8). Resolves with `data` of a 2000 answer. */
export async function request<T = unknown>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await send(method, path, opts);
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    bridge.notifyError(bridge.text('requestFailed'));
    throw new ApiError(0, bridge.text('requestFailed'), null, true);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (e) {
    // Given up while the answer was being read (a refetch replacing this one): nothing to tell the user.
    if (opts.signal?.aborted) throw e;
    json = null;
  }
  return settle<T>(json, opts.quiet);
}

export const api = {
  get: <T = unknown>(path: string, params?: Record<string, unknown>, opts: Omit<RequestOptions, 'params'> = {}) => request<T>('GET', path, { ...opts, params }),
  post: <T = unknown>(path: string, body?: unknown, opts: Omit<RequestOptions, 'body'> = {}) => request<T>('POST', path, { ...opts, body }),
  put: <T = unknown>(path: string, body?: unknown, opts: Omit<RequestOptions, 'body'> = {}) => request<T>('PUT', path, { ...opts, body }),
  delete: <T = unknown>(path: string, body?: unknown, opts: Omit<RequestOptions, 'body'> = {}) => request<T>('DELETE', path, { ...opts, body }),
};
