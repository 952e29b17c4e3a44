import { sql } from 'kysely';
import type { KeywordMatch, ListFilter, ResourceRegistry } from '../../engines/resource/index.ts';

/*
 * List parameters beyond the definitions' filter fields (ResourceRegistry.addListFilter): products by the vehicle
 * model, range or brand they fit, and vehicle models by brand. Lists and exports both honour them.
 */

/** A query value that is not an id matches nothing rather than failing the query. */
const idOf = (value: string): number => (/^\d{1,9}$/.test(value) ? Number(value) : -1);

/** Products fitting vehicle model `value`. */
export const productsFittingModel: ListFilter = (q, value, enterpriseId) =>
  q.where((eb) => eb.exists(eb.selectFrom('product_vehicle_model as f').select('f.product_id')
    .where('f.enterprise_id', '=', enterpriseId).whereRef('f.product_id', '=', 'm.id').where('f.vehicle_model_id', '=', idOf(value))));

/** Products fitting any model of vehicle range `value`. */
export const productsFittingRange: ListFilter = (q, value, enterpriseId) =>
  q.where((eb) => eb.exists(eb.selectFrom('product_vehicle_model as f')
    .innerJoin('vehicle_model as vm', (j) => j.onRef('vm.enterprise_id', '=', 'f.enterprise_id').onRef('vm.id', '=', 'f.vehicle_model_id'))
    .select('f.product_id')
    .where('f.enterprise_id', '=', enterpriseId).whereRef('f.product_id', '=', 'm.id').where('vm.range_id', '=', idOf(value))));

/** Products fitting any model of vehicle brand `value`. */
export const productsFittingBrand: ListFilter = (q, value, enterpriseId) =>
  q.where((eb) => eb.exists(eb.selectFrom('product_vehicle_model as f')
    .innerJoin('vehicle_model as vm', (j) => j.onRef('vm.enterprise_id', '=', 'f.enterprise_id').onRef('vm.id', '=', 'f.vehicle_model_id'))
    .innerJoin('vehicle_range as vr', (j) => j.onRef('vr.enterprise_id', '=', 'vm.enterprise_id').onRef('vr.id', '=', 'vm.range_id'))
    .select('f.product_id')
    .where('f.enterprise_id', '=', enterpriseId).whereRef('f.product_id', '=', 'm.id').where('vr.brand_id', '=', idOf(value))));

/** Vehicle models of brand `value` (through their range). */
export const modelsOfBrand: ListFilter = (q, value, enterpriseId) =>
  q.where((eb) => eb.exists(eb.selectFrom('vehicle_range as vr').select('vr.id')
    .where('vr.enterprise_id', '=', enterpriseId).whereRef('vr.id', '=', 'm.range_id').where('vr.brand_id', '=', idOf(value))));

/**
 * A product also matches a keyword that names a car it fits — the model, its range or its brand ("卡罗拉" finds the
 * parts for a Corolla) — so the bill editor's product search and the product list find parts by car as well as by
 * code, name, spec or barcode.
 */
export const productsByVehicleName: KeywordMatch = (eb, pattern, enterpriseId) =>
  eb.exists(eb.selectFrom('product_vehicle_model as f')
    .innerJoin('vehicle_model as vm', (j) => j.onRef('vm.enterprise_id', '=', 'f.enterprise_id').onRef('vm.id', '=', 'f.vehicle_model_id'))
    .innerJoin('vehicle_range as vr', (j) => j.onRef('vr.enterprise_id', '=', 'vm.enterprise_id').onRef('vr.id', '=', 'vm.range_id'))
    .innerJoin('vehicle_brand as vb', (j) => j.onRef('vb.enterprise_id', '=', 'vr.enterprise_id').onRef('vb.id', '=', 'vr.brand_id'))
    .select('f.product_id')
    .where('f.enterprise_id', '=', enterpriseId).whereRef('f.product_id', '=', 'm.id').where('vm.deleted_time', 'is', null)
    .where((w) => w.or([w('vm.name', 'ilike', pattern), w('vr.name', 'ilike', pattern), w('vb.name', 'ilike', pattern), w(fullName, 'ilike', pattern)])));

/** "大众 朗逸 2019款 1.5L": brand, range and model as a clerk types them, so any leading part of it matches. */
const fullName = sql<string>`concat_ws(' ', vb.name, vr.name, vm.name)`;
const modelRangeAndName = sql<string>`concat_ws(' ', vr.name, m.name)`;
const modelFullName = sql<string>`concat_ws(' ', vb.name, vr.name, m.name)`;

/**
 * A vehicle model also matches by its range (series) and brand, alone or followed by the model: "朗逸" and
 * "朗逸 2019款" find "朗逸 2019款 1.5L 自动舒适版", "大众 朗逸" finds every 朗逸 — in the product form's fitment
 * picker and the product list's vehicle filter (issue 12 item 7).
 */
export const modelsByRangeName: KeywordMatch = (eb, pattern, enterpriseId) =>
  eb.exists(eb.selectFrom('vehicle_range as vr')
    .innerJoin('vehicle_brand as vb', (j) => j.onRef('vb.enterprise_id', '=', 'vr.enterprise_id').onRef('vb.id', '=', 'vr.brand_id'))
    .select('vr.id')
    .where('vr.enterprise_id', '=', enterpriseId).whereRef('vr.id', '=', 'm.range_id')
    .where((w) => w.or([w(modelRangeAndName, 'ilike', pattern), w(modelFullName, 'ilike', pattern)])));

export function registerCatalogFilters(registry: ResourceRegistry): void {
  registry.addKeywordMatch('products', productsByVehicleName);
  registry.addListFilter('products', 'vehicle_model_id', productsFittingModel);
  registry.addListFilter('products', 'vehicle_range_id', productsFittingRange);
  registry.addListFilter('products', 'vehicle_brand_id', productsFittingBrand);
  registry.addListFilter('vehicle-models', 'brand_id', modelsOfBrand);
  registry.addKeywordMatch('vehicle-models', modelsByRangeName);
}
