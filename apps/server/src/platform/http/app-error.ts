import { Code } from '@zf/shared';
import type { AnyMessageKey } from '../i18n/server-messages.ts';

/**
 * A business error: answered with HTTP 200 and `{code, msg, data}` where msg is the key translated into the
 * request's language. Throw it from services; the error handler does the rest.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: AnyMessageKey,
    readonly data: unknown = null,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export const notFound = (key: AnyMessageKey = 'record.notFound') => new AppError(Code.notFound, key);
export const forbidden = (key: AnyMessageKey = 'auth.forbidden') => new AppError(Code.forbidden, key);
export const conflict = (key: AnyMessageKey, data: unknown = null) => new AppError(Code.conflict, key, data);
export const tooMany = (key: AnyMessageKey) => new AppError(Code.tooManyAttempts, key);
/** A 4220 for one or more fields, with messages given as keys. */
export const invalidFields = (fields: Record<string, AnyMessageKey>) =>
  new AppError(Code.validation, 'http.validation', { fields });
