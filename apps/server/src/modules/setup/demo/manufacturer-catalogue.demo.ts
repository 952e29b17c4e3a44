import { manufacturerBoms, manufacturerBrands, manufacturerCategories, manufacturerProducts, manufacturerTypes } from './manufacturer.catalogue.ts';
import { ensureUnits, insertAttributes, insertCategoryTree, insertIndustries, insertNamed, stamp, type Tx } from './catalog-demo-rows.ts';

/**
 * The small manufacturer: raw materials, semi-finished parts and finished gear pumps, gearboxes and couplings, with
 * the conversions a steel buyer uses (tonnes and sheets of a plate kept in kilograms, boxes of screws), and the
 * bills of materials of a gear pump and a worm gearbox.
 */
export async function seedManufacturerCatalogue(tx: Tx, enterpriseId: number, now: number): Promise<number> {
  const units = await ensureUnits(tx, enterpriseId, now, [...manufacturerProducts.map((p) => p[5]), '吨', '张', '根', '盒']);
  const brands = await insertNamed(tx, 'brand', enterpriseId, now, manufacturerBrands.map((name) => ({ name })));
  const types = await insertNamed(tx, 'product_type', enterpriseId, now, manufacturerTypes.map((t) => ({ ...t })));
  const categories = await insertCategoryTree(tx, enterpriseId, now, manufacturerCategories);
  await insertNamed(tx, 'price_level', enterpriseId, now, [{ name: '出厂价', rate: '1' }, { name: '经销商价', rate: '0.9' }]);
  await insertIndustries(tx, enterpriseId, now, { 机械制造: [['材质', 1], ['热处理', 0], ['精度等级', 0]] });
  await insertAttributes(tx, enterpriseId, now, { 材质: ['Q235B', '45#', '40Cr', 'HT250', 'ZCuSn10P1'], 表面处理: ['发黑', '镀锌', '喷塑'] });

  const made = await tx.insertInto('product').values(manufacturerProducts.map(([code, name, spec, category, type, unit, brand, purchase, sale, min, max]) => ({
    code, name, spec, category_id: categories.get(category)!, type_id: types.get(type)!, unit_id: units.get(unit)!, brand_id: brand ? brands.get(brand)! : 0,
    purchase_price: purchase, sale_price: sale, min_stock: min, max_stock: max, serial_tracking: type === '产成品' && unit === '台' ? 1 : 0,
    ...stamp(enterpriseId, now),
  }))).returning(['id', 'code']).execute();
  const idOf = new Map(made.map((m) => [m.code, m.id]));
  const conversion = (code: string, unit: string, ratio: string) => ({ enterprise_id: enterpriseId, product_id: idOf.get(code)!, unit_id: units.get(unit)!, ratio });
  await tx.insertInto('product_unit').values([
    conversion('YL-GB-Q235-6', '吨', '1000'), conversion('YL-GB-Q235-6', '张', '423.9'),
    conversion('YL-YG-45-30', '吨', '1000'), conversion('YL-YG-45-30', '根', '33.3'),
    conversion('YL-BZ-M8X25', '盒', '200'), conversion('YL-BZ-M10X30', '盒', '100'),
  ]).execute();
  // Rows of one BOM keep the order given (sort), the way the planner listed them.
  await tx.insertInto('bom_item').values(manufacturerBoms.map(([productCode, componentCode, quantity, lossRate, remark], i) => ({
    product_id: idOf.get(productCode)!, component_id: idOf.get(componentCode)!, quantity, loss_rate: lossRate, remark,
    sort: i + 1 - manufacturerBoms.findIndex((row) => row[0] === productCode), ...stamp(enterpriseId, now),
  }))).execute();
  return made.length;
}
