import { Decimal, amount } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { statement } from './statement.service.ts';

export interface CashFlowTie {
  /** Line 22 期末现金余额 of the month's cash-flow statement (all vouchers, posted or not). */
  cash_flow_closing: string;
  /** 1001 + 1002 + 1012 at the end of the month: openings + every voucher through it. */
  gl_cash: string;
  difference: string;
  /** Cash lines of the month without an item that should have one (their voucher touches another account). */
  untagged_lines: number;
  untagged_amount: string;
}

/**
 * The close check "cash-flow closing = GL cash" (issue 30 item 1): the statement as the page shows it against the
 * cash accounts' balance read straight from the balances, and the untagged cash lines that make them differ.
 */
export async function cashFlowTie(db: Kysely<DB>, enterpriseId: number, period: string): Promise<CashFlowTie> {
  const answer = await statement(db, enterpriseId, 'cash-flow', { period, include_unposted: true }, 'zh-CN');
  const closing = new Decimal(String(answer.list.find((l) => l.line === 22)?.period_amount ?? '0'));
  const check = ('check' in answer && answer.check?.period_amount) || { unassigned_lines: 0, unassigned: '0' };
  const { rows: [gl] } = await sql<{ value: string }>`
    WITH cash AS (SELECT id FROM account_subject WHERE enterprise_id = ${enterpriseId} AND (code LIKE '1001%' OR code LIKE '1002%' OR code LIKE '1012%'))
    SELECT ((SELECT coalesce(sum(debit - credit), 0) FROM opening_balance WHERE enterprise_id = ${enterpriseId} AND subject_id IN (SELECT id FROM cash))
      + (SELECT coalesce(sum(debit - credit), 0) FROM period_balance WHERE enterprise_id = ${enterpriseId} AND period <= ${period} AND subject_id IN (SELECT id FROM cash)))::numeric(20, 2)::text AS value`.execute(db);
  const glCash = new Decimal(gl!.value);
  return {
    cash_flow_closing: amount(closing), gl_cash: amount(glCash), difference: amount(closing.sub(glCash)),
    untagged_lines: check.unassigned_lines, untagged_amount: amount(check.unassigned),
  };
}
