import { amount, type Language, type VoucherListQuery } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { voucherNo } from '../../../engines/ledger/index.ts';
import type { DB } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/app-error.ts';

/** Reading vouchers for the list, the editor, the print and the export; always scoped to one enterprise. */

export interface VoucherSourceRow { bill_type: string; bill_id: number; bill_sn: string }

const words = ['记', '收', '付', '转'];

/** keyword "记-0003", "记3", "3": a voucher number; anything else: a line's summary or account (code or name). */
function keywordNumber(keyword: string): { word?: string; number: number } | null {
  const m = /^([记收付转])?\s*-?\s*0*(\d{1,9})(号)?$/.exec(keyword.trim());
  if (!m) return null;
  return { word: m[1] && words.includes(m[1]) ? m[1] : undefined, number: Number(m[2]) };
}

function filtered(db: Kysely<DB>, enterpriseId: number, q: Omit<VoucherListQuery, 'page' | 'page_size'> & { ids?: number[] }) {
  let query = db.selectFrom('voucher as v').where('v.enterprise_id', '=', enterpriseId);
  if (q.ids) query = query.where('v.id', 'in', q.ids.length ? q.ids : [0]);
  if (q.period) query = query.where('v.period', '=', q.period);
  if (q.word) query = query.where('v.word', '=', q.word);
  if (q.status) query = query.where('v.status', '=', q.status);
  if (q.subject_code) {
    const code = q.subject_code;
    query = query.where(({ exists, selectFrom }) => exists(selectFrom('voucher_line as l')
      .innerJoin('account_subject as s', (j) => j.onRef('s.enterprise_id', '=', 'l.enterprise_id').onRef('s.id', '=', 'l.subject_id'))
      .select('l.voucher_id')
      .whereRef('l.enterprise_id', '=', 'v.enterprise_id').whereRef('l.voucher_id', '=', 'v.id')
      .where('s.code', 'like', `${code}%`)));
  }
  const keyword = q.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const n = keywordNumber(keyword);
    query = query.where((eb) => eb.or([
      ...(n ? [eb.and([eb('v.number', '=', n.number), ...(n.word ? [eb('v.word', '=', n.word)] : [])])] : []),
      eb.exists(eb.selectFrom('voucher_line as l')
        .innerJoin('account_subject as s', (j) => j.onRef('s.enterprise_id', '=', 'l.enterprise_id').onRef('s.id', '=', 'l.subject_id'))
        .select('l.voucher_id')
        .whereRef('l.enterprise_id', '=', 'v.enterprise_id').whereRef('l.voucher_id', '=', 'v.id')
        .where((w) => w.or([w('l.summary', 'ilike', like), w('s.code', 'like', `${keyword}%`), w('s.name', 'ilike', like), w('s.name_en', 'ilike', like)]))),
    ]));
  }
  return query;
}

async function sourcesOf(db: Kysely<DB>, enterpriseId: number, ids: number[]): Promise<Map<number, VoucherSourceRow[]>> {
  const map = new Map<number, VoucherSourceRow[]>();
  if (!ids.length) return map;
  const rows = await db.selectFrom('voucher_source').select(['voucher_id', 'bill_type', 'bill_id', 'bill_sn'])
    .where('enterprise_id', '=', enterpriseId).where('voucher_id', 'in', ids).orderBy('bill_sn').execute();
  for (const { voucher_id, ...s } of rows) map.set(voucher_id, [...(map.get(voucher_id) ?? []), s]);
  return map;
}

/** The lines of the listed vouchers (account in the request language), in line order. */
async function linesOf(db: Kysely<DB>, enterpriseId: number, ids: number[], language: Language) {
  const map = new Map<number, Array<{ line_no: number; summary: string; subject_code: string; subject_name: string; debit: string; credit: string }>>();
  if (!ids.length) return map;
  const rows = await db.selectFrom('voucher_line as l')
    .innerJoin('account_subject as s', (j) => j.onRef('s.enterprise_id', '=', 'l.enterprise_id').onRef('s.id', '=', 'l.subject_id'))
    .select(['l.voucher_id', 'l.line_no', 'l.summary', 's.code', 's.name', 's.name_en', 'l.debit', 'l.credit'])
    .where('l.enterprise_id', '=', enterpriseId).where('l.voucher_id', 'in', ids)
    .orderBy('l.voucher_id').orderBy('l.line_no')
    .execute();
  for (const r of rows) {
    const line = { line_no: r.line_no, summary: r.summary, subject_code: r.code, subject_name: language === 'en-US' && r.name_en ? r.name_en : r.name, debit: r.debit, credit: r.credit };
    map.set(r.voucher_id, [...(map.get(r.voucher_id) ?? []), line]);
  }
  return map;
}

/** One page of vouchers with their people's names, line counts and source bills, and the totals of all matching. */
export async function listVouchers(db: Kysely<DB>, enterpriseId: number, q: VoucherListQuery & { ids?: number[] }, language: Language) {
  const base = filtered(db, enterpriseId, q);
  const [{ total, debit, credit }] = [await base
    .select((eb) => [eb.fn.countAll<string | number>().as('total'), eb.fn.coalesce(eb.fn.sum<string>('v.total_debit'), sql<string>`0`).as('debit'), eb.fn.coalesce(eb.fn.sum<string>('v.total_credit'), sql<string>`0`).as('credit')])
    .executeTakeFirstOrThrow()];
  const rows = await base
    .select(['v.id', 'v.period', 'v.word', 'v.number', 'v.voucher_date', 'v.status', 'v.kind', 'v.attachments', 'v.total_debit', 'v.total_credit'])
    .select((eb) => {
      const name = (col: 'v.maker_id' | 'v.auditor_id' | 'v.poster_id') =>
        eb.selectFrom('employee as e').select('e.name').whereRef('e.enterprise_id', '=', 'v.enterprise_id').whereRef('e.id', '=', col).limit(1);
      return [
      name('v.maker_id').as('maker_name'), name('v.auditor_id').as('auditor_name'), name('v.poster_id').as('poster_name'),
      eb.selectFrom('voucher_line as l').select('l.summary').whereRef('l.enterprise_id', '=', 'v.enterprise_id').whereRef('l.voucher_id', '=', 'v.id').orderBy('l.line_no').limit(1).as('summary'),
      ];
    })
    .orderBy('v.period', 'desc').orderBy('v.word').orderBy('v.number')
    .limit(q.page_size).offset((q.page - 1) * q.page_size)
    .execute();
  const ids = rows.map((r) => r.id);
  const sources = await sourcesOf(db, enterpriseId, ids);
  const lines = await linesOf(db, enterpriseId, ids, language);
  return {
    list: rows.map((r) => ({
      ...r, voucher_no: voucherNo(r.word, r.number), maker_name: r.maker_name ?? '', auditor_name: r.auditor_name ?? '', poster_name: r.poster_name ?? '',
      lines: lines.get(r.id) ?? [], summary: r.summary ?? '', source: sources.get(r.id) ?? [],
    })),
    total: Number(total), page: q.page, page_size: q.page_size,
    sum: { total_debit: amount(debit), total_credit: amount(credit) },
  };
}

/** One voucher with its lines (accounts in the request language, auxiliary names), sources and version. */
export async function voucherDetail(db: Kysely<DB>, enterpriseId: number, id: number, language: Language) {
  const v = await db.selectFrom('voucher as v')
    .select(['v.id', 'v.period', 'v.word', 'v.number', 'v.voucher_date', 'v.status', 'v.kind', 'v.attachments', 'v.total_debit', 'v.total_credit',
      'v.maker_id', 'v.auditor_id', 'v.poster_id', 'v.reverses_id', 'v.remark', 'v.version'])
    .where('v.enterprise_id', '=', enterpriseId).where('v.id', '=', id)
    .executeTakeFirst();
  if (!v) throw notFound();
  const people = await db.selectFrom('employee').select(['id', 'name']).where('enterprise_id', '=', enterpriseId)
    .where('id', 'in', [v.maker_id, v.auditor_id, v.poster_id, 0]).execute();
  const person = (pid: number) => people.find((p) => p.id === pid)?.name ?? '';
  const lines = await db.selectFrom('voucher_line as l')
    .innerJoin('account_subject as s', (j) => j.onRef('s.enterprise_id', '=', 'l.enterprise_id').onRef('s.id', '=', 'l.subject_id'))
    .leftJoin('partner as pa', (j) => j.onRef('pa.enterprise_id', '=', 'l.enterprise_id').onRef('pa.id', '=', 'l.partner_id'))
    .leftJoin('department as d', (j) => j.onRef('d.enterprise_id', '=', 'l.enterprise_id').onRef('d.id', '=', 'l.department_id'))
    .leftJoin('employee as em', (j) => j.onRef('em.enterprise_id', '=', 'l.enterprise_id').onRef('em.id', '=', 'l.employee_id'))
    .leftJoin('expense_project as pr', (j) => j.onRef('pr.enterprise_id', '=', 'l.enterprise_id').onRef('pr.id', '=', 'l.project_id'))
    .leftJoin('product as pd', (j) => j.onRef('pd.enterprise_id', '=', 'l.enterprise_id').onRef('pd.id', '=', 'l.product_id'))
    .select(['l.line_no', 'l.summary', 's.code as subject_code', 's.name', 's.name_en', 's.aux_types', 'l.debit', 'l.credit',
      'l.partner_id', 'pa.name as partner_name', 'l.department_id', 'd.name as department_name', 'l.employee_id', 'em.name as employee_name',
      'l.project_id', 'pr.name as project_name', 'l.product_id', 'pd.name as product_name', 'l.qty', 'l.cash_flow_item'])
    .where('l.enterprise_id', '=', enterpriseId).where('l.voucher_id', '=', id)
    .orderBy('l.line_no')
    .execute();
  const reversal = await db.selectFrom('voucher').select(['id', 'word', 'number']).where('enterprise_id', '=', enterpriseId).where('reverses_id', '=', id).executeTakeFirst();
  const sources = await sourcesOf(db, enterpriseId, [id]);
  return {
    ...v, voucher_no: voucherNo(v.word, v.number), maker_name: person(v.maker_id), auditor_name: person(v.auditor_id), poster_name: person(v.poster_id),
    reversed_by: reversal ? { id: reversal.id, voucher_no: voucherNo(reversal.word, reversal.number) } : null,
    source: sources.get(id) ?? [],
    lines: lines.map(({ name, name_en, ...l }) => ({
      ...l, subject_name: language === 'en-US' && name_en ? name_en : name,
      partner_name: l.partner_name ?? '', department_name: l.department_name ?? '', employee_name: l.employee_name ?? '',
      project_name: l.project_name ?? '', product_name: l.product_name ?? '',
    })),
  };
}
export type VoucherDetailRow = Awaited<ReturnType<typeof voucherDetail>>;
