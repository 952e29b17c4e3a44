import type { ResourceRegistry } from '../engines/resource/index.ts';

const documents = { 'zh-CN': '单据', 'en-US': 'documents' };

/**
 * Master data that documents and price rules name beyond their lines' products and warehouses (trading.routes.ts
 * registers those): a bill's warehouses in the header (a transfer's receiving warehouse appears on no line), its
 * department, currency and logistics company, a line's unit. Deleting any of them is refused with 4090 naming what
 * still refers to it (issue 4), instead of leaving documents that point at nothing. Agreement prices and promotions
 * are resources now: their ref fields refer to customers and products by themselves.
 */
export function registerDocumentReferences(registry: ResourceRegistry): void {
  for (const column of ['store_id', 'out_store_id', 'in_store_id']) {
    registry.addReference('warehouses', { table: 'bill', column, label: documents, softDelete: false });
  }
  registry.addReference('departments', { table: 'bill', column: 'department_id', label: documents, softDelete: false });
  registry.addReference('currencies', { table: 'bill', column: 'currency_id', label: documents, softDelete: false });
  registry.addReference('logistics-companies', { table: 'bill', column: 'logistics_id', label: documents, softDelete: false });
  registry.addReference('units', { table: 'bill_line', column: 'unit_id', label: documents, softDelete: false });
}
