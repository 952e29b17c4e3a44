import { PrintDocumentSchema, billMetaOf, formatAmount, type Language } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { partnerStatement, type Side, type StatementRow } from './partner-statement.ts';

type Statement = { opening: string; increase: string; decrease: string; closing: string; rows: StatementRow[] };
const l = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en }) as Record<Language, string>;

const words = {
  title: l('对账单', 'Statement of account'), partner: l('往来单位', 'Partner'), range: l('对账期间', 'Period'),
  opening: l('期初余额', 'Opening balance'), closing: l('期末余额', 'Closing balance'),
  date: l('日期', 'Date'), type: l('单据类型', 'Document type'), sn: l('单据编号', 'Bill no.'), balance: l('余额', 'Balance'),
  increase: { receivable: l('本期应收', 'Billed'), payable: l('本期应付', 'Owed') },
  decrease: { receivable: l('本期收回', 'Collected'), payable: l('本期付出', 'Paid') },
  reversal: l('(红冲)', ' (reversal)'),
  confirm: l('对方确认', 'Confirmed by partner'), preparer: l('制单', 'Prepared by'),
};

/** A printable document as the print and share pages take it: the shared contract's (the shares module imports it from here). */
export { PrintDocumentSchema };

/** The printable document of a statement (the same plain shape as the web's PrintDocument): what a shared link shows. */
export function statementDocument(s: Statement, o: { side: Side; company: string; partner: string; from: string; to: string; language: Language }) {
  const w = (x: Record<Language, string>) => x[o.language];
  return {
    company: o.company,
    title: w(words.title),
    fields: [
      { label: w(words.partner), value: o.partner }, { label: w(words.range), value: `${o.from} ~ ${o.to}` },
      { label: w(words.opening), value: formatAmount(s.opening) },
    ],
    table: {
      columns: [
        { key: 'date', title: w(words.date) }, { key: 'type', title: w(words.type) }, { key: 'sn', title: w(words.sn) },
        { key: 'increase', title: w(words.increase[o.side]), align: 'right' as const }, { key: 'decrease', title: w(words.decrease[o.side]), align: 'right' as const },
        { key: 'balance', title: w(words.balance), align: 'right' as const },
      ],
      rows: s.rows.map((r) => ({
        date: r.entry_date, type: (billMetaOf(r.bill_type)?.label[o.language] ?? r.bill_type) + (r.reversal ? w(words.reversal) : ''), sn: r.bill_sn,
        increase: formatAmount(r.increase), decrease: formatAmount(r.decrease), balance: formatAmount(r.balance),
      })),
    },
    footer: [
      { label: w(words.increase[o.side]), value: formatAmount(s.increase) }, { label: w(words.decrease[o.side]), value: formatAmount(s.decrease) },
      { label: w(words.closing), value: formatAmount(s.closing) },
    ],
    signatures: [{ label: w(words.preparer) }, { label: w(words.confirm) }],
  };
}

export interface StatementParams { partner_id: number; side: Side; date_from: string; date_to: string }

/** The statement of one partner as its printable document: company and partner named, figures as the ledger stands. */
export async function statementDocumentFor(db: Kysely<DB>, enterpriseId: number, p: StatementParams, language: Language) {
  const [{ rows: [ent] }, { rows: [partner] }, statement] = await Promise.all([
    sql<{ type: number; name: string; org_name: string; alias_name: string }>`SELECT type, name, org_name, alias_name FROM enterprise WHERE id = ${enterpriseId}`.execute(db),
    sql<{ name: string }>`SELECT name FROM partner WHERE enterprise_id = ${enterpriseId} AND id = ${p.partner_id}`.execute(db),
    partnerStatement(db, enterpriseId, p.partner_id, p.date_from, p.date_to, p.side),
  ]);
  // SPEC §3: type 1 shows org_name, type 2 alias_name, both falling back to name.
  const company = (ent?.type === 1 ? ent.org_name : ent?.type === 2 ? ent.alias_name : '') || ent?.name || '';
  return statementDocument(statement, { side: p.side, company, partner: partner?.name ?? '', from: p.date_from, to: p.date_to, language });
}
