import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { ListFilter, ResourceHooks, ResourceRegistry } from '../../engines/resource/index.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';
import { uniquePair } from '../unique-pair.ts';

/** A query value that is not an id matches nothing rather than failing the query. */
const idOf = (value: string): number => (/^\d{1,9}$/.test(value) ? Number(value) : -1);

/** Whether `from` already needs `target`, directly or through the BOMs of its components. */
async function needs(tx: Kysely<DB>, enterpriseId: number, from: number, target: number): Promise<boolean> {
  const found = await sql<{ x: number }>`
    WITH RECURSIVE below (id) AS (
      SELECT component_id FROM bom_item WHERE enterprise_id = ${enterpriseId} AND product_id = ${from}
      UNION
      SELECT b.component_id FROM bom_item b JOIN below ON b.product_id = below.id WHERE b.enterprise_id = ${enterpriseId}
    )
    SELECT 1 AS x FROM below WHERE id = ${target} LIMIT 1`.execute(tx);
  return found.rows.length > 0;
}

const onePairPerBom = uniquePair('bom_item', ['product_id', 'component_id'], 'component_id');

/**
 * What a BOM row must satisfy beyond its fields, in the form and in every import row alike (4220 on the field):
 * a product is not its own component, nor may it come back through a component's own BOM (A needs B, B needs A);
 * a component appears once per BOM; the quantity is above 0 and the loss rate within 0-100 %. An update is judged
 * by the row it leaves behind.
 */
export const bomRules: ResourceHooks = {
  async beforeWrite(tx, enterpriseId, values, before) {
    const after = (key: string) => values[key] ?? before?.[key];
    const fields: Record<string, AnyMessageKey> = {};
    if (values.quantity !== undefined && !(Number(values.quantity) > 0)) fields.quantity = 'bill.numberPositive';
    if (values.loss_rate !== undefined && Number(values.loss_rate) > 100) fields.loss_rate = 'number.range';
    const product = Number(after('product_id'));
    const component = Number(after('component_id'));
    if (product === component) fields.component_id = 'catalog.bomSelf';
    else if (await needs(tx, enterpriseId, component, product)) fields.component_id = 'catalog.bomCycle';
    if (Object.keys(fields).length) throw invalidFields(fields);
    await onePairPerBom.beforeWrite(tx, enterpriseId, values, before);
  },
};

/** `product_id` / `component_id`: the rows of one finished product's BOM, or every BOM a component is used in. */
const bomsOfProduct: ListFilter = (q, value) => q.where('m.product_id', '=', idOf(value));
const bomsUsingComponent: ListFilter = (q, value) => q.where('m.component_id', '=', idOf(value));

/**
 * `ids`: products by a comma-separated list of ids (at most 500), so a screen that shows product refs (a BOM's
 * finished products and components) can read their codes in one request.
 */
const productsByIds: ListFilter = (q, value) => {
  const ids = value.split(',').slice(0, 500).map(idOf);
  return q.where('m.id', 'in', ids.length ? ids : [-1]);
};

export function registerBomRules(registry: ResourceRegistry): void {
  registry.addHooks('boms', bomRules);
  registry.addListFilter('boms', 'product_id', bomsOfProduct);
  registry.addListFilter('boms', 'component_id', bomsUsingComponent);
  registry.addListFilter('products', 'ids', productsByIds);
}
