/**
 * SPEC §5 validation rules, shared by the server (which enforces) and the web app (which warns early).
 * Every rule returns a message key; messages live in messages.ts in both languages.
 */
export const phonePattern = /^1[3-9]\d{9}$/;
export const phone9Pattern = /^9\d{9}$/;

/** Mobile: 11 digits 1[3-9]…, or 10 digits starting with 9. Empty is allowed (required-ness is the form's business). */
export function checkPhone(value: string): MessageKey | null {
  if (value === '') return null;
  if (value.startsWith('9')) return phone9Pattern.test(value) ? null : 'phone.nineDigits';
  return phonePattern.test(value) ? null : 'phone.startWith';
}

/** Password: starts with an English letter, 8 to 32 letters or digits. */
export const passwordPattern = /^[A-Za-z][A-Za-z0-9]{7,31}$/;
export function checkPassword(value: string): MessageKey | null {
  if (value === '') return 'password.required';
  if (value.length < 8 || value.length > 32) return 'password.length';
  if (!/^[A-Za-z]/.test(value)) return 'password.startLetter';
  if (!passwordPattern.test(value)) return 'password.chars';
  return null;
}

export interface PasswordChange {
  originPassword: string;
  newPassword1: string;
  newPassword: string;
}
/** Change password form (SPEC §5): returns field → message key for every failing field. */
export function checkPasswordChange(form: PasswordChange): Partial<Record<keyof PasswordChange, MessageKey>> {
  const errors: Partial<Record<keyof PasswordChange, MessageKey>> = {};
  if (!form.originPassword) errors.originPassword = 'password.required';
  else if (form.originPassword.length < 8 || form.originPassword.length > 32) errors.originPassword = 'password.length';
  const fresh = checkPassword(form.newPassword1);
  if (fresh) errors.newPassword1 = fresh;
  if (!form.newPassword) errors.newPassword = 'password.required';
  else if (form.newPassword !== form.newPassword1) errors.newPassword = 'password.mismatch';
  return errors;
}

/** ID card: 15 digits, 18 digits, or 17 digits plus a digit or X. */
export const idCardPattern = /^(\d{15}|\d{17}[\dXx])$/;
export const checkIdCard = (value: string): MessageKey | null =>
  value === '' || idCardPattern.test(value) ? null : 'idCard.format';

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const checkEmail = (value: string): MessageKey | null =>
  value === '' || emailPattern.test(value) ? null : 'email.format';

/** Sort: integer 1 to 9999. */
export const checkSort = (value: number | string): MessageKey | null => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 9999 && /^\d+$/.test(String(value)) ? null : 'sort.range';
};

/** Date range: start ≤ end and no longer than 31,536,000,000 ms (one year). Dates are YYYY-MM-DD or ms numbers. */
export const maxDateRangeMs = 31_536_000_000;
export function checkDateRange(start: string | number, end: string | number): MessageKey | null {
  const s = typeof start === 'number' ? start : Date.parse(start);
  const e = typeof end === 'number' ? end : Date.parse(end);
  if (Number.isNaN(s) || Number.isNaN(e)) return 'dateRange.format';
  if (s > e) return 'dateRange.order';
  if (e - s > maxDateRangeMs) return 'dateRange.tooLong';
  return null;
}

/** Decimal editors: up to 10 integer digits and 2, 4 or 6 decimals. */
export type DecimalPlaces = 2 | 4 | 6;
export const decimalPattern = (places: DecimalPlaces) => new RegExp(`^\\d{1,10}(\\.\\d{1,${places}})?$`);
export const checkDecimal = (value: string, places: DecimalPlaces): MessageKey | null =>
  decimalPattern(places).test(value) ? null : decimalPattern(places).test(value.replace(/^-/, '')) ? 'decimal.negative' : 'decimal.format';

/** Generic number editor: min 0, max 9,999,999,999 unless set. */
export function checkNumberEditor(value: number, min = 0, max = 9_999_999_999): MessageKey | null {
  return Number.isFinite(value) && value >= min && value <= max ? null : 'number.range';
}

export interface NumericFilterOptions {
  max?: number;
  min?: number;
  decimals?: number;
}
/**
 * Numeric input filter (SPEC §5): digits with an optional decimal part; defaults max 999999.99, min 0, 2 decimals;
 * a minus only when min < 0 and only at the start; zero decimals means integers only; out of range → format error.
 */
export function checkNumericInput(value: string, options: NumericFilterOptions = {}): MessageKey | null {
  const { max = 999999.99, min = 0, decimals = 2 } = options;
  const sign = min < 0 ? '-?' : '';
  const fraction = decimals > 0 ? `(\\.\\d{1,${decimals}})?` : '';
  if (!new RegExp(`^${sign}\\d+${fraction}$`).test(value)) return 'numeric.format';
  const n = Number(value);
  return n < min || n > max ? 'numeric.format' : null;
}

/** Cancellation reason: at least two characters. */
export const checkCancelReason = (value: string): MessageKey | null =>
  value.trim().length >= 2 ? null : 'cancelReason.length';

/** Out store and in store warehouse cannot be the same. */
export const checkTransferStores = (outStoreId: number, inStoreId: number): MessageKey | null =>
  outStoreId === inStoreId ? 'transfer.sameStore' : null;

/** Print template column widths and ABC classification percentages must total 100. */
export const checkTotals100 = (parts: Array<number | string>, key: 'printWidths' | 'abcPercent'): MessageKey | null => {
  const cents = parts.reduce<number>((sum, p) => sum + Math.round(Number(p) * 100), 0);
  return cents === 10000 ? null : key === 'printWidths' ? 'total100.printWidths' : 'total100.abcPercent';
};

import type { MessageKey } from './messages.ts';
