import type { ResourceRegistry } from '../engines/resource/index.ts';

const documents = { 'zh-CN': '单据', 'en-US': 'documents' };

/**
 * Master data that documents and ledgers name: a line's product, warehouse and unit, a bill's partner, its warehouses
 * in the header (a transfer's receiving warehouse appears on no line), department, currency and logistics company,
 * stock balances' warehouses, money rows' settlement accounts and categories. Deleting any of them is refused with
 * 4090 naming what still refers to it (issue 4), instead of leaving documents that point at nothing. Agreement
 * prices and promotions are resources now: their ref fields refer to customers and products by themselves.
 */
export function registerDocumentReferences(registry: ResourceRegistry): void {
  registry.addReference('products', { table: 'bill_line', column: 'product_id', label: documents, softDelete: false });
  registry.addReference('partners', { table: 'bill', column: 'partner_id', label: documents, softDelete: false });
  registry.addReference('warehouses', { table: 'bill_line', column: 'warehouse_id', label: documents, softDelete: false });
  registry.addReference('warehouses', { table: 'stock_balance', column: 'warehouse_id', label: { 'zh-CN': '库存', 'en-US': 'stock' }, softDelete: false });
  registry.addReference('settlement-accounts', { table: 'bill_money_line', column: 'account_id', label: documents, softDelete: false });
  registry.addReference('expense-categories', { table: 'bill_money_line', column: 'category_id', label: documents, softDelete: false });
  for (const column of ['store_id', 'out_store_id', 'in_store_id']) {
    registry.addReference('warehouses', { table: 'bill', column, label: documents, softDelete: false });
  }
  registry.addReference('departments', { table: 'bill', column: 'department_id', label: documents, softDelete: false });
  registry.addReference('currencies', { table: 'bill', column: 'currency_id', label: documents, softDelete: false });
  registry.addReference('logistics-companies', { table: 'bill', column: 'logistics_id', label: documents, softDelete: false });
  registry.addReference('units', { table: 'bill_line', column: 'unit_id', label: documents, softDelete: false });
}
