import { standardCashFlowRules } from '@zf/shared';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';

/** The base currency every enterprise keeps its books in. */
export const baseCurrency = { code: 'CNY', name: '人民币', symbol: '¥' } as const;

/**
 * Finance master data a new enterprise starts with: the base currency CNY at rate 1 and the standard chart of
 * accounts (小企业会计准则, kept in account_subject_template by migration 0022) and the standard cash-flow mapping
 * (cash_flow_map, FINANCE.md §5 Derivation). Runs in the creation transaction.
 */
export async function seedFinanceDefaults(tx: Transaction<DB>, enterpriseId: number): Promise<void> {
  const now = nowSeconds();
  await tx
    .insertInto('currency')
    .values({ enterprise_id: enterpriseId, ...baseCurrency, rate: '1', is_base: 1, sort: 1, create_time: now, update_time: now })
    .execute();
  await sql`
    INSERT INTO account_subject (enterprise_id, code, name, name_en, category, direction, level, parent_code, aux_types, create_time, update_time)
    SELECT ${enterpriseId}::integer, code, name, name_en, category, direction, level, parent_code, aux_types, ${now}::bigint, ${now}::bigint
    FROM account_subject_template`.execute(tx);
  await tx.insertInto('cash_flow_map').values(standardCashFlowRules.map((r) => ({ enterprise_id: enterpriseId, ...r, update_time: now }))).execute();
}
