import type { ListFilter } from '../../engines/resource/index.ts';
import { uniquePair } from '../unique-pair.ts';

/** A product is on a shelf once (it may be on several shelves). */
export const shelfProductRules = uniquePair('shelf_product', ['shelf_id', 'product_id'], 'product_id');

/** A query value that is not an id matches nothing rather than failing the query. */
const idOf = (value: string): number => (/^\d{1,9}$/.test(value) ? Number(value) : -1);

/** `warehouse_id`: the placements on the shelves of one warehouse (a shelf product's warehouse is its shelf's). */
export const shelfProductsOfWarehouse: ListFilter = (q, value, enterpriseId) =>
  q.where((eb) => eb.exists(eb.selectFrom('shelf as s').select('s.id')
    .where('s.enterprise_id', '=', enterpriseId).whereRef('s.id', '=', 'm.shelf_id').where('s.warehouse_id', '=', idOf(value))));
