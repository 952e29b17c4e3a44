import { findPage, routePath, type VoucherStatus } from '@zf/shared';
import type { AuxKind } from './voucher-lines.ts';

/** Shapes of the voucher API (API.md "Finance (general ledger)"). */
export interface VoucherSource { bill_type: string; bill_id: number; bill_sn: string }
export interface VoucherRow {
  id: number; period: string; word: string; number: number; voucher_no: string; voucher_date: string; status: (typeof VoucherStatus)[keyof typeof VoucherStatus]; kind: string;
  attachments: number; total_debit: string; total_credit: string; maker_name: string; auditor_name: string; poster_name: string;
  lines: Array<{ line_no: number; summary: string; subject_code: string; subject_name: string; debit: string; credit: string }>; summary: string; source: VoucherSource[];
}
export interface VoucherLineRow {
  line_no: number; summary: string; subject_code: string; subject_name: string; aux_types: string[]; debit: string; credit: string;
  partner_id: number; partner_name: string; department_id: number; department_name: string; employee_id: number; employee_name: string;
  project_id: number; project_name: string; product_id: number; product_name: string;
}
export interface VoucherDetail extends Omit<VoucherRow, 'lines' | 'summary'> {
  remark: string; version: number; reverses_id: number | null; reversed_by: { id: number; voucher_no: string } | null; lines: VoucherLineRow[];
}
export interface VoucherList { list: VoucherRow[]; total: number; page: number; page_size: number; sum: { total_debit: string; total_credit: string } }
export interface SubjectOption { code: string; name: string; initials: string; aux_types: string[]; direction: number }
export interface AuxOption { id: number; name: string; code: string }
export interface BatchOutcome { done: number; errors: Array<{ id: number; voucher_no: string; message: string }> }
export type VoucherAction = 'audit' | 'unaudit' | 'post' | 'unpost';

export const voucherWords = ['记', '收', '付', '转'] as const;
export const auxKinds: AuxKind[] = ['partner', 'department', 'employee', 'project', 'product'];

/** The address that opens voucher `id` (the voucher list page with ?voucher_id=), for links from books and bills. */
export function voucherHref(id: number): string | undefined {
  const page = findPage('voucherList');
  return page ? `${routePath(page)}?voucher_id=${id}` : undefined;
}

/** Accounts matching what was typed: code prefix, pinyin initials prefix, or part of the name. */
export function matchSubjects(list: readonly SubjectOption[], text: string, limit = 10): SubjectOption[] {
  const q = text.trim().toLowerCase();
  if (!q) return list.slice(0, limit);
  const byCode = list.filter((s) => s.code.startsWith(q));
  const byInitials = list.filter((s) => !s.code.startsWith(q) && s.initials.startsWith(q));
  const byName = list.filter((s) => !s.code.startsWith(q) && !s.initials.startsWith(q) && (s.name.toLowerCase().includes(q) || `${s.code} ${s.name}`.toLowerCase() === q));
  return [...byCode, ...byInitials, ...byName].slice(0, limit);
}
