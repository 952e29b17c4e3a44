import type { BillMeta, ProductUnitLookupList, PurchasePriceList, SalePriceList, StockAvailableList } from '@zf/shared';
import { api } from '../../request/index.ts';

/** A unit a row may be entered in: the base unit has ratio 1 (and is sent as unit_id 0). */
export interface LineUnit { unit_id: number; unit_name: string; ratio: string; base: boolean }
export interface ProductFacts { units: LineUnit[]; price?: string; available?: string; serial_tracking?: boolean }

const quiet = { quiet: [4003, 4220] };

/**
 * What the editor asks the server when rows get their products (one request per kind for all of them): the units
 * each may be entered in, the price a row starts with (the customer's price on sales documents, the supplier's last
 * price on purchasing ones, per base unit) and the stock on hand in the warehouse for documents that take stock out.
 * A lookup the clerk may not make (4003) just leaves its part empty.
 */
export async function productFacts(meta: BillMeta, ids: number[], ctx: { partnerId?: number; storeId?: number; date: string }): Promise<Map<number, ProductFacts>> {
  const productIds = ids.join(',');
  const facts = new Map<number, ProductFacts>(ids.map((id) => [id, { units: [] }]));
  const units = api.get<ProductUnitLookupList>('/product-units', { product_ids: productIds }, quiet)
    .then((r) => r.list.forEach((p) => {
      const f = facts.get(p.product_id)!;
      f.units = [{ unit_id: p.base_unit_id, unit_name: p.base_unit_name, ratio: '1', base: true }, ...p.units.map((u) => ({ ...u, base: false }))];
      f.serial_tracking = p.serial_tracking === true;
    }));
  const pricePath = meta.partner === 'customer' ? '/sale-prices' : meta.partner === 'supplier' ? '/purchase-prices' : undefined;
  const prices = pricePath && ctx.partnerId
    ? api.get<SalePriceList | PurchasePriceList>(pricePath, { partner_id: ctx.partnerId, product_ids: productIds, date: ctx.date }, quiet)
      .then((r) => r.list.forEach((p) => { facts.get(p.product_id)!.price = p.price; }))
    : undefined;
  const stock = (meta.stock === 'out' || meta.stock === 'both') && ctx.storeId
    ? api.get<StockAvailableList>('/stock/available', { warehouse_id: ctx.storeId, product_ids: productIds }, quiet)
      .then((r) => r.list.forEach((p) => { facts.get(p.product_id)!.available = p.qty; }))
    : undefined;
  await Promise.allSettled([units, prices, stock]);
  return facts;
}

/** Every product with stock in a warehouse (a stocktake's "load book stock"). */
export const bookStock = (storeId: number) =>
  api.get<StockAvailableList>('/stock/available', { warehouse_id: storeId }).then((r) => r.list);
