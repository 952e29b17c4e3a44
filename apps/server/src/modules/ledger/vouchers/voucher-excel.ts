import { Readable } from 'node:stream';
import { checkDecimal, isCalendarDay, type Language, type VoucherListQuery } from '@zf/shared';
import type { Kysely } from 'kysely';
import { createVoucher, voucherNo, voucherWords, type VoucherLineInput } from '../../../engines/ledger/index.ts';
import { writeSheet, readFirstSheet } from '../../../engines/resource/workbook.ts';
import type { DB } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { translate } from '../../../platform/i18n/server-messages.ts';
import { listVouchers, voucherDetail } from './voucher.query.ts';

/**
 * Excel export and import of vouchers: one row per voucher line; the column "凭证号" groups the rows of one voucher
 * (in an import it is only a key — the vouchers get the next numbers of their period and word).
 */
const columns = {
  key: ['凭证号', 'Voucher no.'], voucher_date: ['日期', 'Date'], word: ['凭证字', 'Word'], attachments: ['附单据数', 'Attachments'],
  summary: ['摘要', 'Summary'], subject_code: ['科目编码', 'Account code'], subject_name: ['科目名称', 'Account name'],
  debit: ['借方金额', 'Debit'], credit: ['贷方金额', 'Credit'], partner: ['往来单位', 'Partner'], department: ['部门', 'Department'],
  employee: ['职员', 'Employee'], project: ['项目', 'Project'], product: ['商品', 'Product'], status: ['状态', 'Status'],
} as const;
type Column = keyof typeof columns;
const order = Object.keys(columns) as Column[];
const statusText = { 1: ['未审核', 'Unaudited'], 2: ['已审核', 'Audited'], 3: ['已记账', 'Posted'] } as const;
const lang = (language: Language) => (language === 'en-US' ? 1 : 0);
const exportLimit = 5000;

/** The workbook of the vouchers matching the list filters (up to 5000 vouchers), lines in order. */
export async function exportVouchers(db: Kysely<DB>, enterpriseId: number, query: VoucherListQuery, language: Language): Promise<Buffer> {
  const { list } = await listVouchers(db, enterpriseId, { ...query, page: 1, page_size: exportLimit }, language);
  const sheet = writeSheet(translate(language, 'voucherExport.sheet'), order.map((c) => columns[c][lang(language)]));
  for (const row of [...list].reverse().sort((a, b) => a.period.localeCompare(b.period) || a.word.localeCompare(b.word) || a.number - b.number)) {
    const v = await voucherDetail(db, enterpriseId, row.id, language);
    for (const l of v.lines) {
      const cells: Record<Column, string | number | null> = {
        key: v.voucher_no, voucher_date: v.voucher_date, word: v.word, attachments: v.attachments, summary: l.summary, subject_code: l.subject_code,
        subject_name: l.subject_name, debit: Number(l.debit) ? l.debit : null, credit: Number(l.credit) ? l.credit : null, partner: l.partner_name,
        department: l.department_name, employee: l.employee_name, project: l.project_name, product: l.product_name,
        status: statusText[v.status as 1 | 2 | 3]?.[lang(language)] ?? '',
      };
      sheet.add(order.map((c) => cells[c]));
    }
  }
  return sheet.finish();
}

/** The empty import file: the header and one example voucher. */
export async function voucherTemplate(language: Language): Promise<Buffer> {
  const sheet = writeSheet(translate(language, 'voucherExport.sheet'), order.filter((c) => c !== 'status').map((c) => columns[c][lang(language)]));
  return sheet.finish();
}

export interface ImportError { row: number; key: string; message: string }
export interface ImportOutcome { created: number; vouchers: Array<{ key: string; voucher_no: string }>; errors: ImportError[] }

type AuxColumn = 'partner' | 'department' | 'employee' | 'project' | 'product';
const auxColumns: AuxColumn[] = ['partner', 'department', 'employee', 'project', 'product'];
const auxField = { partner: 'partner_id', department: 'department_id', employee: 'employee_id', project: 'project_id', product: 'product_id' } as const;

/** Names (and product codes) → ids of one enterprise's auxiliary items, for the names a file uses. */
async function auxIds(db: Kysely<DB>, enterpriseId: number, kind: AuxColumn, names: string[]): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  if (!names.length) return map;
  const table = ({ partner: 'partner', department: 'department', employee: 'employee', project: 'expense_project', product: 'product' } as const)[kind];
  const rows = await db.selectFrom(table).select(['id', 'name']).where('enterprise_id', '=', enterpriseId).where('name', 'in', names).execute();
  for (const r of rows) if (!map.has(r.name)) map.set(r.name, r.id);
  if (kind === 'product') {
    const byCode = await db.selectFrom('product').select(['id', 'code']).where('enterprise_id', '=', enterpriseId).where('code', 'in', names).execute();
    for (const r of byCode) if (!map.has(r.code)) map.set(r.code, r.id);
  }
  return map;
}

interface Group { key: string; rows: number[]; date: string; word: string; attachments: number; lines: VoucherLineInput[] }

/**
 * Reads the file, checks every row (date, word, amounts, auxiliary names) and then every voucher with the engine's
 * checks. Nothing is written unless the whole file is right: an accountant fixes the rows and imports again, never
 * finds half a file booked. Every error names its spreadsheet row.
 */
export async function importVouchers(db: Kysely<DB>, enterpriseId: number, makerId: number, file: Buffer, language: Language): Promise<ImportOutcome> {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(language, key, params);
  const errors: ImportError[] = [];
  let index: Partial<Record<Column, number>> = {};
  const raw: Array<{ row: number; cells: Partial<Record<Column, string>> }> = [];
  for await (const { row, cells } of readFirstSheet(Readable.from(file))) {
    if (row === 1) {
      const header = cells.map((c) => c.trim());
      index = Object.fromEntries(order.map((c) => [c, header.findIndex((h) => h === columns[c][0] || h === columns[c][1])]).filter(([, i]) => (i as number) >= 0));
      for (const c of ['key', 'voucher_date', 'summary', 'subject_code', 'debit', 'credit'] as const) {
        if (index[c] === undefined) throw new AppError(4220, 'voucherImport.missingColumn', null, { column: columns[c][lang(language)] });
      }
      continue;
    }
    if (cells.every((c) => !c.trim())) continue;
    raw.push({ row, cells: Object.fromEntries(Object.entries(index).map(([c, i]) => [c, (cells[i] ?? '').trim()])) });
  }
  if (!raw.length) throw new AppError(4220, 'voucherImport.empty');

  const names = Object.fromEntries(auxColumns.map((k) => [k, [...new Set(raw.map((r) => r.cells[k] ?? '').filter(Boolean))]])) as Record<AuxColumn, string[]>;
  const ids = Object.fromEntries(await Promise.all(auxColumns.map(async (k) => [k, await auxIds(db, enterpriseId, k, names[k])]))) as Record<AuxColumn, Map<string, number>>;
  const groups = new Map<string, Group>();
  for (const { row, cells } of raw) {
    const key = cells.key ?? '';
    const fail = (k: string, params: Record<string, string | number> = {}) => errors.push({ row, key, message: t(k, { row, ...params }) });
    if (!key) { fail('voucherImport.noKey'); continue; }
    const date = (cells.voucher_date ?? '').replace(/\//g, '-').slice(0, 10);
    const word = cells.word || '记';
    let ok = true;
    if (!isCalendarDay(date)) { fail('voucherImport.badDate', { value: cells.voucher_date ?? '' }); ok = false; }
    if (!(voucherWords as readonly string[]).includes(word)) { fail('voucherImport.badWord', { value: word }); ok = false; }
    for (const side of ['debit', 'credit'] as const) {
      const v = (cells[side] ?? '').replace(/,/g, '');
      if (v && checkDecimal(v.replace(/^-/, ''), 2) !== null) { fail('voucherImport.badAmount', { value: cells[side] ?? '' }); ok = false; }
    }
    const line: VoucherLineInput = {
      summary: cells.summary ?? '', subject_code: cells.subject_code ?? '',
      debit: (cells.debit ?? '').replace(/,/g, '') || null, credit: (cells.credit ?? '').replace(/,/g, '') || null,
    };
    for (const k of auxColumns) {
      const name = cells[k];
      if (!name) continue;
      const id = ids[k].get(name);
      if (!id) { fail('voucherImport.unknownAux', { label: t(`voucherAux.${k}`), value: name }); ok = false; continue; }
      line[auxField[k]] = id;
    }
    const group = groups.get(key);
    if (group && (group.date !== date || group.word !== word)) { fail('voucherImport.mixedHeader'); ok = false; }
    if (!group) groups.set(key, { key, rows: [row], date, word, attachments: Number(cells.attachments) || 0, lines: [line] });
    else if (ok) { group.rows.push(row); group.lines.push(line); }
  }

  const vouchers: ImportOutcome['vouchers'] = [];
  const rollback = new Error('import has errors');
  try {
    await db.transaction().execute(async (tx) => {
      for (const g of groups.values()) {
        if (errors.some((e) => e.key === g.key)) continue;
        try {
          const saved = await createVoucher(tx, enterpriseId, { voucher_date: g.date, word: g.word, attachments: g.attachments, lines: g.lines }, { kind: 'manual', makerId });
          vouchers.push({ key: g.key, voucher_no: voucherNo(saved.word, saved.number) });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          const line = Number(err.params.line ?? 0);
          const row = line ? g.rows[line - 1] ?? g.rows[0]! : g.rows[0]!;
          errors.push({ row, key: g.key, message: t('voucherImport.voucherError', { row, key: g.key, message: t(err.key, err.params) }) });
        }
      }
      if (errors.length) throw rollback;
    });
  } catch (err) {
    if (err !== rollback) throw err;
  }
  errors.sort((a, b) => a.row - b.row);
  return errors.length ? { created: 0, vouchers: [], errors } : { created: vouchers.length, vouchers, errors };
}
