import { demoBrands, demoCategories, type BrandKey } from './auto-parts.catalogue.ts';
import { autoPartsProducts, type DemoProduct } from './auto-parts.products.ts';
import { demoVehicles } from './auto-parts.vehicles.ts';
import { ensureUnits, insertAttributes, insertCategoryTree, insertIndustries, insertNamed, insertVehicles, stamp, type Tx } from './catalog-demo-rows.ts';

const oilLike = new Set(['机油', '防冻液', '制动液']);
const maintenance = new Set(['机油滤清器', '空气滤清器', '空调滤清器', '燃油滤清器', '火花塞', '机油', '防冻液', '制动液']);
const wearing = new Set(['刹车片', '刹车盘', '雨刮片', '灯泡', '多楔带']);

/** Which label a product carries: best sellers for the commonest cars, promotions on oil, some new arrivals. */
function labelOf(p: DemoProduct, i: number): string | undefined {
  if (p.category === '机油') return '促销';
  if ((p.group === 'vwSmall' || p.group === 'toyotaSmall') && (p.category === '机油滤清器' || p.category === '刹车片' || p.category === '火花塞')) return '热销';
  return i % 17 === 5 ? '新品' : undefined;
}

/**
 * The trading company (auto parts): 17 brands, a category tree, 41 vehicle models in 10 fitment groups and 258
 * products linked to the models they fit, with unit conversions, price levels, labels and related products.
 */
export async function seedTradingCatalogue(tx: Tx, enterpriseId: number, now: number): Promise<number> {
  const products = autoPartsProducts();
  const units = await ensureUnits(tx, enterpriseId, now, [...products.map((p) => p.unit), '盒', '箱']);
  const brandIds = await insertNamed(tx, 'brand', enterpriseId, now, Object.values(demoBrands).map((b) => ({ name: b.name })));
  const brandOf = (key: BrandKey) => brandIds.get(demoBrands[key].name)!;
  const categories = await insertCategoryTree(tx, enterpriseId, now, demoCategories);
  const types = await insertNamed(tx, 'product_type', enterpriseId, now, [{ name: '汽车配件', nature: 1 }, { name: '油品化学品', nature: 1 }, { name: '维修服务', nature: 5 }]);
  const labels = await insertNamed(tx, 'product_label', enterpriseId, now, [{ name: '热销', color: '#f5222d' }, { name: '新品', color: '#52c41a' }, { name: '促销', color: '#fa8c16' }]);
  const custom = await insertNamed(tx, 'custom_category', enterpriseId, now, [{ name: '保养件' }, { name: '易损件' }, { name: '电器件' }]);
  await insertNamed(tx, 'price_level', enterpriseId, now, [
    { name: '零售价', rate: '1' }, { name: '修理厂价', rate: '0.92' }, { name: '批发价', rate: '0.88' }, { name: 'VIP客户价', rate: '0.85' },
  ]);
  await insertIndustries(tx, enterpriseId, now, { 汽车配件: [['OE号', 1], ['适用车型', 1], ['安装位置', 0]], 汽车用品: [['规格', 0]] });
  await insertAttributes(tx, enterpriseId, now, { 安装位置: ['前轮', '后轮', '左侧', '右侧'], 粘度等级: ['0W-20', '5W-30', '5W-40'], 刹车片材质: ['陶瓷', '半金属', '低金属'] });
  const models = await insertVehicles(tx, enterpriseId, now, demoVehicles);

  const made = await tx.insertInto('product').values(products.map((p, i) => ({
    code: p.code, name: p.name, spec: p.spec, barcode: p.barcode, oe_code: p.oe_code,
    category_id: categories.get(p.category)!, brand_id: brandOf(p.brand), unit_id: units.get(p.unit)!,
    type_id: types.get(oilLike.has(p.category) ? '油品化学品' : '汽车配件')!,
    custom_category_id: maintenance.has(p.category) ? custom.get('保养件')! : wearing.has(p.category) ? custom.get('易损件')! : custom.get('电器件')!,
    label_id: labels.get(labelOf(p, i) ?? '') ?? 0,
    purchase_price: p.purchase_price, sale_price: p.sale_price, min_stock: p.min_stock, max_stock: p.max_stock,
    serial_tracking: p.serial_tracking, ...stamp(enterpriseId, now),
  }))).returning(['id', 'code']).execute();
  const idOf = new Map(made.map((m) => [m.code, m.id]));

  const fitment = products.flatMap((p) => (p.group ? models.get(p.group)! : []).map((vehicle_model_id) => ({ enterprise_id: enterpriseId, product_id: idOf.get(p.code)!, vehicle_model_id })));
  await tx.insertInto('product_vehicle_model').values(fitment).execute();

  // Plugs come in boxes of 4, oil in cases of 4 tins, oil filters in cartons of 24.
  const conversions = products.flatMap((p) => {
    const id = idOf.get(p.code)!;
    if (p.category === '火花塞') return [{ enterprise_id: enterpriseId, product_id: id, unit_id: units.get('盒')!, ratio: '4' }];
    if (p.category === '机油') return [{ enterprise_id: enterpriseId, product_id: id, unit_id: units.get('箱')!, ratio: '4' }];
    if (p.category === '机油滤清器') return [{ enterprise_id: enterpriseId, product_id: id, unit_id: units.get('箱')!, ratio: '24' }];
    return [];
  });
  await tx.insertInto('product_unit').values(conversions).execute();

  // Related products: front pads go with the front discs of the same cars; filters and plugs of the same cars
  // by different brands substitute each other.
  const pairs = new Map<string, { product_id: number; related_id: number; relation: number }>();
  const relate = (a: number, b: number, relation: number) => {
    const [lo, hi] = a < b ? [a, b] : [b, a];
    pairs.set(`${lo}/${hi}`, { product_id: lo, related_id: hi, relation });
  };
  const byLineAndGroup = new Map<string, number[]>();
  for (const p of products) {
    if (!p.group) continue;
    const key = `${p.line}/${p.group}`;
    byLineAndGroup.set(key, [...(byLineAndGroup.get(key) ?? []), idOf.get(p.code)!]);
  }
  const substitutes = ['机油滤清器', '空气滤清器', '铱金火花塞'];
  for (const [key, ids] of byLineAndGroup) {
    const [line, group] = key.split('/');
    if (substitutes.includes(line!)) ids.forEach((a, i) => ids.slice(i + 1).forEach((b) => relate(a, b, 2)));
    if (line === '前刹车片') for (const disc of byLineAndGroup.get(`前刹车盘/${group}`) ?? []) ids.forEach((pad) => relate(pad, disc, 1));
  }
  await tx.insertInto('product_association').values([...pairs.values()].map((x) => ({ enterprise_id: enterpriseId, ...x, create_time: now }))).execute();
  return made.length;
}
