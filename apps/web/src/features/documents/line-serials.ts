import { Decimal, type BillMeta } from '@zf/shared';
import type { Draft, DraftLine } from './bill-api.ts';
import { baseQty } from './line-units.ts';

/**
 * Serial numbers on bill rows (server: engines/bill/bill-serials.ts). One rule in one place decides which way a
 * row's serials go: documents that bring stock in take serials typed or scanned; documents that take stock out pick
 * from what is in stock in the row's warehouse (a transfer: the warehouse it leaves). Rows with a direction
 * (loss and gain, assemblies, outsourcing receipts) go their own way. Stocktakes move a difference found only on
 * approval, so their rows take no serials here.
 */
export type SerialSide = 'in' | 'out';
export function serialSide(meta: BillMeta, line: Pick<DraftLine, 'direction'>): SerialSide | undefined {
  if (meta.fields?.includes('counted') || !meta.stock) return undefined;
  if (meta.fields?.includes('direction')) return line.direction === 1 ? 'in' : 'out';
  if (meta.stock === 'both') return meta.store === 'transfer' ? 'out' : undefined;
  return meta.stock;
}

/** The warehouse an outgoing row's serials are picked from. */
export const serialStore = (bill: Pick<Draft, 'store_id' | 'out_store_id'>) => bill.store_id ?? bill.out_store_id;

/** Serials as pasted or scanned: one per line (tabs, commas and semicolons also separate), trimmed, blanks dropped. */
export const splitSerials = (text: string): string[] => text.split(/[\r\n\t,;，；]+/).map((s) => s.trim()).filter(Boolean);

/**
 * Adds typed serials to a row's list: ones already there (or twice in the paste) are refused, not added again —
 * the server refuses a serial named twice on approval (serial.duplicate). Returns the new list and the refused.
 */
export function addSerials(list: string[], text: string): { list: string[]; refused: string[] } {
  const next = [...list];
  const refused: string[] = [];
  for (const s of splitSerials(text)) {
    if (s.length > 60 || next.includes(s)) refused.push(s);
    else next.push(s);
  }
  return { list: next, refused };
}

/**
 * "Generate a range": prefix + start + count, the number keeping the start's width (SN-0098, SN-0099, SN-0100).
 * Undefined when the start is not digits or the count is not 1…10000.
 */
export function serialRange(prefix: string, start: string, count: number): string[] | undefined {
  if (!/^\d{1,15}$/.test(start) || !Number.isInteger(count) || count < 1 || count > 10000) return undefined;
  const from = BigInt(start);
  return Array.from({ length: count }, (_, i) => `${prefix.trim()}${(from + BigInt(i)).toString().padStart(start.length, '0')}`);
}

/** What a row's serials break of the server's rule, with the server's message key and values; undefined when none. */
export type SerialProblem = { key: 'serial.countMismatch'; row: number; qty: string; count: number } | { key: 'serial.duplicate'; row: number; serial: string };
export function serialProblem(line: Pick<DraftLine, 'number' | 'unit_id' | 'units' | 'serials'>, row: number): SerialProblem | undefined {
  const serials = line.serials ?? [];
  const seen = new Set<string>();
  for (const serial of serials) {
    if (seen.has(serial)) return { key: 'serial.duplicate', row, serial };
    seen.add(serial);
  }
  const needed = serialsNeeded(line);
  return needed !== undefined && !new Decimal(needed).eq(serials.length) ? { key: 'serial.countMismatch', row, qty: needed, count: serials.length } : undefined;
}

/** One serial per base unit: the row's quantity in base units, or undefined while it is not a number. */
export const serialsNeeded = (line: Pick<DraftLine, 'number' | 'unit_id' | 'units'>): string | undefined => {
  const base = baseQty(line);
  return base === undefined ? undefined : new Decimal(base).toString();
};
