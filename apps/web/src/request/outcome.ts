import { Code, silentCodes } from '@zf/shared';

/**
 * What the client does with an envelope code (SPEC §8, API.md table):
 * ok → hand back data; endSession → clear token and local storage, go to /login; notInitialized → go to the
 * initialization guide; silent → the caller handles it (confirm dialogs); notify → show the server's message.
 */
export type Outcome = 'ok' | 'endSession' | 'notInitialized' | 'silent' | 'notify';

export function outcomeOf(code: number): Outcome {
  if (code === Code.ok) return 'ok';
  if (code === Code.noToken || code === Code.sessionExpired) return 'endSession';
  if (code === Code.notInitialized) return 'notInitialized';
  if (silentCodes.includes(code)) return 'silent';
  return 'notify';
}

/** A non-2000 answer (or a transport failure, code 0) as the caller sees it. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    /** True when the request layer already told the user (notification or redirect). */
    readonly handled = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field messages of a 4220 answer (`data.fields`), for forms. */
  get fields(): Record<string, string> {
    const f = (this.data as { fields?: Record<string, string> } | null)?.fields;
    return f && typeof f === 'object' ? f : {};
  }
}

export const isEnvelope = (v: unknown): v is { code: number; msg: string; data: unknown } =>
  !!v && typeof v === 'object' && typeof (v as { code?: unknown }).code === 'number';
