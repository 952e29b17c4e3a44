import { findPage, routePath, type VoucherSubjectOption } from '@zf/shared';
import type { AuxKind } from './voucher-lines.ts';

// The voucher API's answer types are the shared contract's (packages/shared contract/voucher.contract.ts).

export const voucherWords = ['记', '收', '付', '转'] as const;
export const auxKinds: AuxKind[] = ['partner', 'department', 'employee', 'project', 'product'];

/** The address that opens voucher `id` (the voucher list page with ?voucher_id=), for links from books and bills. */
export function voucherHref(id: number): string | undefined {
  const page = findPage('voucherList');
  return page ? `${routePath(page)}?voucher_id=${id}` : undefined;
}

/** Accounts matching what was typed: code prefix, pinyin initials prefix, or part of the name. */
export function matchSubjects(list: readonly VoucherSubjectOption[], text: string, limit = 10): VoucherSubjectOption[] {
  const q = text.trim().toLowerCase();
  if (!q) return list.slice(0, limit);
  const byCode = list.filter((s) => s.code.startsWith(q));
  const byInitials = list.filter((s) => !s.code.startsWith(q) && s.initials.startsWith(q));
  const byName = list.filter((s) => !s.code.startsWith(q) && !s.initials.startsWith(q) && (s.name.toLowerCase().includes(q) || `${s.code} ${s.name}`.toLowerCase() === q));
  return [...byCode, ...byInitials, ...byName].slice(0, limit);
}
