import { billMetaOf, type Language } from '@zf/shared';
import type { Side, StatementRow } from './partner-statement.ts';

type Statement = { opening: string; increase: string; decrease: string; closing: string; rows: StatementRow[] };
const l = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en }) as Record<Language, string>;

const words = {
  sheet: l('对账单', 'Statement'),
  date: l('日期', 'Date'), type: l('单据类型', 'Document type'), sn: l('单据编号', 'Bill no.'),
  increase: { receivable: l('本期应收', 'Billed'), payable: l('本期应付', 'Owed') },
  decrease: { receivable: l('本期收回', 'Collected'), payable: l('本期付出', 'Paid') },
  balance: l('余额', 'Balance'), opening: l('期初余额', 'Opening balance'), closing: l('期末余额', 'Closing balance'),
  total: l('本期合计', 'Period total'), reversal: l('(红冲)', ' (reversal)'),
};

/**
 * A partner statement as the rows of its Excel sheet: the opening balance, one row per document with the running
 * balance (bill types by name in the request's language, reversals marked), the period totals and the closing
 * balance — the same figures as GET /receivables/statement, amounts as numbers with two places.
 */
export function statementSheet(s: Statement, side: Side, language: Language) {
  const money = (v: string) => Number(v);
  return {
    name: words.sheet[language],
    header: [words.date[language], words.type[language], words.sn[language], words.increase[side][language], words.decrease[side][language], words.balance[language]],
    rows: [
      ['', words.opening[language], '', null, null, money(s.opening)],
      ...s.rows.map((r) => [
        r.entry_date, (billMetaOf(r.bill_type)?.label[language] ?? r.bill_type) + (r.reversal ? words.reversal[language] : ''), r.bill_sn,
        money(r.increase), money(r.decrease), money(r.balance),
      ]),
      ['', words.total[language], '', money(s.increase), money(s.decrease), null],
      ['', words.closing[language], '', null, null, money(s.closing)],
    ] as Array<Array<string | number | null>>,
  };
}
