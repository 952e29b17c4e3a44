/** Envelope codes of API.md. Business errors keep HTTP 200; the code says what happened. */
export const Code = {
  ok: 2000,
  noToken: 4001,
  sessionExpired: 4002,
  forbidden: 4003,
  notFound: 4004,
  badSignature: 4005,
  tooManyAttempts: 4006,
  validation: 4220,
  conflict: 4090,
  notInitialized: 5000,
  serverError: 5001,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

/**
 * "Needs confirmation" answers (API.md): the caller shows a confirm dialog and resends with `confirm: [key]`.
 * Meanings are ours to fix (SPEC §8 names the numbers only); docs/api-codes.md lists them.
 */
export const ConfirmCode = {
  zeroCostInbound: 6309,
  missingAssemblyPrice: 6310,
  sellingBelowCost: 5455,
  duplicateName: 5515,
  changeClearsLines: 5173,
  priceDeviation: 5174,
  generic: 20000,
} as const;
export const silentCodes: readonly number[] = Object.values(ConfirmCode);

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface ListData<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
