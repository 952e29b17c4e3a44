import { billMetaOf, SubjectStatus, type AutoVoucherConfig, type AutoVoucherConfigBody } from '@zf/shared';
import type { Kysely } from 'kysely';
import {
  billVoucherTemplates, categoryScope, ledgerSettings, loadVoucherMapping, saveLedgerSettings, settlementScope, subjectsByCode, type VoucherSlot,
} from '../../../engines/ledger/index.ts';
import type { DB } from '../../../platform/db/schema.ts';
import { nowSeconds } from '../../../platform/db/types.ts';
import { invalidFields } from '../../../platform/http/app-error.ts';
import type { AnyMessageKey } from '../../../platform/i18n/server-messages.ts';

/** The mapping as the configuration screen edits it: each row's account now and the default it falls back to. */
export async function readAutoVoucherConfig(db: Kysely<DB>, enterpriseId: number): Promise<AutoVoucherConfig> {
  const mapping = await loadVoucherMapping(db, enterpriseId);
  const [settings, warehouses, accounts, categories] = await Promise.all([
    ledgerSettings(db, enterpriseId),
    db.selectFrom('warehouse').select(['id', 'name', 'inventory_subject']).where('enterprise_id', '=', enterpriseId).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('settlement_account').select(['id', 'name', 'account_type']).where('enterprise_id', '=', enterpriseId).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('expense_category').select(['id', 'name', 'direction']).where('enterprise_id', '=', enterpriseId).orderBy('sort').orderBy('id').execute(),
  ]);
  return {
    voucher_mode: settings.voucher_mode,
    warehouses: warehouses.map((w) => ({ id: w.id, name: w.name, subject_code: w.inventory_subject, default_code: '1405' })),
    settlement_accounts: accounts.map((a) => ({ id: a.id, name: a.name, account_type: a.account_type, ...mapped(mapping.cash.get(a.id)) })),
    categories: categories.map((c) => ({ id: c.id, name: c.name, direction: c.direction, ...mapped(mapping.categories.get(c.id)) })),
    templates: Object.entries(billVoucherTemplates).map(([billType, template]) => {
      const meta = billMetaOf(billType);
      const map = mapping.forType(billType)!.map;
      return {
        bill_type: billType, label: meta?.label['zh-CN'] ?? billType, label_en: meta?.label['en-US'] ?? billType,
        slots: (Object.keys(template.slots) as VoucherSlot[]).map((slot) => ({ slot, subject_code: map.slot(slot), default_code: template.slots[slot]! })),
      };
    }),
  };
}

const mapped = (m: { code: string; defaultCode: string } | undefined) => ({ subject_code: m?.code ?? '', default_code: m?.defaultCode ?? '' });

/**
 * Saves the mapping: a warehouse's inventory account, overrides of settlement accounts, categories and template
 * slots (an empty code goes back to the default), and the voucher mode. Every account given must be an enabled leaf.
 */
export async function saveAutoVoucherConfig(tx: Kysely<DB>, enterpriseId: number, body: AutoVoucherConfigBody): Promise<void> {
  const codes = [body.warehouses, body.settlement_accounts, body.categories, body.templates].flatMap((rows) => (rows ?? []).map((r) => r.subject_code)).filter(Boolean);
  const subjects = await subjectsByCode(tx, enterpriseId, codes);
  const fields: Record<string, AnyMessageKey> = {};
  const check = (path: string, value: string, required = false) => {
    if (!value) { if (required) fields[path] = 'autoVoucher.subjectNotLeaf'; return; }
    const s = subjects.get(value);
    if (!s || !s.leaf || s.status !== SubjectStatus.enabled) fields[path] = 'autoVoucher.subjectNotLeaf';
  };
  body.warehouses?.forEach((w, i) => check(`warehouses.${i}.subject_code`, w.subject_code, true));
  body.settlement_accounts?.forEach((a, i) => check(`settlement_accounts.${i}.subject_code`, a.subject_code));
  body.categories?.forEach((c, i) => check(`categories.${i}.subject_code`, c.subject_code));
  body.templates?.forEach((t, i) => {
    const template = billVoucherTemplates[t.bill_type];
    if (!template || !(t.slot in template.slots)) fields[`templates.${i}.slot`] = 'autoVoucher.unknownSlot';
    else check(`templates.${i}.subject_code`, t.subject_code);
  });
  if (Object.keys(fields).length) throw invalidFields(fields);
  const now = nowSeconds();
  for (const w of body.warehouses ?? []) {
    await tx.updateTable('warehouse').set({ inventory_subject: w.subject_code, update_time: now }).where('enterprise_id', '=', enterpriseId).where('id', '=', w.id).execute();
  }
  const overrides = [
    ...(body.settlement_accounts ?? []).map((a) => ({ scope: settlementScope, key: String(a.id), code: a.subject_code })),
    ...(body.categories ?? []).map((c) => ({ scope: categoryScope, key: String(c.id), code: c.subject_code })),
    ...(body.templates ?? []).map((t) => ({ scope: t.bill_type, key: t.slot, code: t.subject_code === billVoucherTemplates[t.bill_type]!.slots[t.slot] ? '' : t.subject_code })),
  ];
  for (const o of overrides) {
    const row = tx.deleteFrom('auto_voucher_map').where('enterprise_id', '=', enterpriseId).where('scope', '=', o.scope).where('key', '=', o.key);
    if (!o.code) { await row.execute(); continue; }
    await tx.insertInto('auto_voucher_map').values({ enterprise_id: enterpriseId, scope: o.scope, key: o.key, subject_code: o.code, update_time: now })
      .onConflict((oc) => oc.columns(['enterprise_id', 'scope', 'key']).doUpdateSet({ subject_code: o.code, update_time: now })).execute();
  }
  if (body.voucher_mode) await saveLedgerSettings(tx, enterpriseId, { voucher_mode: body.voucher_mode });
}
