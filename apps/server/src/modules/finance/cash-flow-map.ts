import { CashFlowMapBodySchema, CashFlowMapSchema, cashFlowItemCode, cashFlowItemLines, standardCashFlowRules, type CashFlowMap, type CashFlowMapBody } from '@zf/shared';
import type { Kysely } from 'kysely';
import { loadCashFlowRules } from '../../engines/ledger/index.ts';
import { logChange } from '../../engines/resource/index.ts';
import { canOpenPage } from '../../engines/resource/resource-access.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { forbidden, invalidFields } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';
import type { ModuleServices } from '../module-services.ts';

// Either side may name any item: a refund to a customer is a negative sales receipt (1122 outflow → 01), as the
// standard rows have it.
const itemCodes = new Set(cashFlowItemLines.map(cashFlowItemCode));

/** The mapping as the settings screen shows it: rows in the order they are tried, each account's name. */
export async function readCashFlowMap(db: Kysely<DB>, enterpriseId: number, english: boolean): Promise<CashFlowMap> {
  const rules = await loadCashFlowRules(db, enterpriseId);
  const subjects = await db.selectFrom('account_subject').select(['code', 'name', 'name_en']).where('enterprise_id', '=', enterpriseId)
    .where('code', 'in', rules.map((r) => r.subject_code).concat(['']))
    .execute();
  const names = new Map(subjects.map((s) => [s.code, english ? s.name_en || s.name : s.name]));
  return { list: rules.map((r) => ({ ...r, subject_name: names.get(r.subject_code) ?? '' })) };
}

/**
 * Replaces the mapping (or restores the standard rows). Each account must be in the chart, once; each item an item
 * line of 会小企03表. Vouchers written from now on follow it; lines
 * already tagged keep their item (the assignment screen changes those).
 */
export async function saveCashFlowMap(tx: Kysely<DB>, enterpriseId: number, body: CashFlowMapBody): Promise<number> {
  const list = body.reset ? [...standardCashFlowRules] : body.list;
  const known = new Set((await tx.selectFrom('account_subject').select('code').where('enterprise_id', '=', enterpriseId)
    .where('code', 'in', list.map((r) => r.subject_code).concat(['']))
    .execute()).map((s) => s.code));
  const fields: Record<string, AnyMessageKey> = {};
  const seen = new Set<string>();
  list.forEach((r, i) => {
    if (!known.has(r.subject_code)) fields[`list.${i}.subject_code`] = 'cashFlowMap.unknownSubject';
    else if (seen.has(r.subject_code)) fields[`list.${i}.subject_code`] = 'cashFlowMap.repeated';
    seen.add(r.subject_code);
    if (r.inflow_item && !itemCodes.has(r.inflow_item)) fields[`list.${i}.inflow_item`] = 'cashFlowMap.unknownItem';
    if (r.outflow_item && !itemCodes.has(r.outflow_item)) fields[`list.${i}.outflow_item`] = 'cashFlowMap.unknownItem';
  });
  if (Object.keys(fields).length) throw invalidFields(fields);
  await tx.deleteFrom('cash_flow_map').where('enterprise_id', '=', enterpriseId).execute();
  const now = nowSeconds();
  if (list.length) await tx.insertInto('cash_flow_map').values(list.map((r) => ({ enterprise_id: enterpriseId, ...r, update_time: now }))).execute();
  return list.length;
}

const readers = ['subjectList', 'voucherList', 'voucherCheck', 'cashFlowStatement'];

/** GET and PUT /finance/cash-flow-map: the enterprise's cash-flow mapping (FINANCE.md §5 Derivation). */
export async function cashFlowMapRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const tags = ['finance'];
  api.get('/finance/cash-flow-map', { schema: { tags, response: { 200: envelope(CashFlowMapSchema) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!readers.some((p) => canOpenPage(tenant.permissions, p))) throw forbidden();
    return ok(await readCashFlowMap(db, tenant.enterpriseId, req.ctx.language === 'en-US'));
  });
  api.put('/finance/cash-flow-map', { config: { permission: 'cash_flow_statement_assign' }, schema: { tags, body: CashFlowMapBodySchema, response: { 200: envelope(CashFlowMapSchema) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    await db.transaction().execute(async (tx) => {
      const rows = await saveCashFlowMap(tx, tenant.enterpriseId, req.body);
      await logChange(tx, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: 'cash-flow-map', recordId: 0, action: 'update', summary: req.body.reset ? 'reset' : `${rows} rows`, changes: { rows: [null, rows] } });
    });
    return ok(await readCashFlowMap(db, tenant.enterpriseId, req.ctx.language === 'en-US'));
  });
}
