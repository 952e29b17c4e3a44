import { billRoutes, BillTypeRegistry } from '../engines/bill/index.ts';
import type { App } from '../platform/http/create-server.ts';
import type { ModuleServices } from './module-services.ts';
import { operationBillTypes } from './inventory/operations.bills.ts';
import { stockBillTypes } from './inventory/stock.bills.ts';
import { billQueryRoutes } from './inventory/bill-query.routes.ts';
import { stockQueryRoutes } from './inventory/stock-query.routes.ts';
import { stockRecordRoutes } from './inventory/stock-records.routes.ts';
import { purchaseBillTypes } from './purchase/purchase.bills.ts';
import { saleBillTypes } from './sales/sale.bills.ts';
import { moneyBillTypes } from './receivables/money.bills.ts';
import { receivablesRoutes } from './receivables/receivables.routes.ts';

/** The trading core's documents (purchase, sales, stock, money) through the one bill engine, and their queries. */
export async function tradingRoutes(api: App, services: ModuleServices): Promise<void> {
  const registry = new BillTypeRegistry();
  for (const type of [...purchaseBillTypes, ...saleBillTypes, ...stockBillTypes, ...operationBillTypes, ...moneyBillTypes]) registry.add(type);
  await billRoutes(api, services, registry);
  // Master data that documents and ledgers use cannot be deleted (4090 names the documents).
  const documents = { 'zh-CN': '单据', 'en-US': 'documents' };
  services.resources.addReference('products', { table: 'bill_line', column: 'product_id', label: documents, softDelete: false });
  services.resources.addReference('partners', { table: 'bill', column: 'partner_id', label: documents, softDelete: false });
  services.resources.addReference('warehouses', { table: 'bill_line', column: 'warehouse_id', label: documents, softDelete: false });
  services.resources.addReference('warehouses', { table: 'stock_balance', column: 'warehouse_id', label: { 'zh-CN': '库存', 'en-US': 'stock' }, softDelete: false });
  services.resources.addReference('settlement-accounts', { table: 'bill_money_line', column: 'account_id', label: documents, softDelete: false });
  services.resources.addReference('expense-categories', { table: 'bill_money_line', column: 'category_id', label: documents, softDelete: false });
  await stockQueryRoutes(api, services);
  await stockRecordRoutes(api, services);
  await billQueryRoutes(api, services);
  await receivablesRoutes(api, services);
}
