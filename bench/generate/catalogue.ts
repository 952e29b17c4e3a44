/**
 * The names of an auto-parts trading company's catalogue, partners and warehouses: what the demo enterprise sells,
 * at any size. Product i is always the same product, so runs and reruns compare like with like.
 */
const parts = [
  ['刹车片', 'BP', 80], ['刹车盘', 'BD', 160], ['机油滤清器', 'OF', 25], ['空气滤清器', 'AF', 35], ['空调滤清器', 'CF', 30],
  ['火花塞', 'SP', 28], ['雨刮片', 'WB', 45], ['正时皮带', 'TB', 120], ['减震器', 'SA', 260], ['蓄电池', 'BT', 420],
  ['大灯灯泡', 'HL', 38], ['水泵', 'WP', 190], ['燃油泵', 'FP', 310], ['离合器片', 'CD', 230], ['球头', 'BJ', 65],
] as const;
const brands = ['博世', '马勒', '曼牌', 'NGK', '法雷奥', '天合', '盖茨', '电装', '舍弗勒', '德尔福'];
const models = ['卡罗拉', '朗逸', '轩逸', '思域', '凯美瑞', '帕萨特', '雅阁', '速腾', '宝来', '哈弗H6', '途观', '英朗'];

export interface CatalogueProduct {
  code: string;
  name: string;
  spec: string;
  /** Unit purchase price, 2 dp. */
  purchasePrice: string;
  salePrice: string;
}

export function catalogueProduct(i: number): CatalogueProduct {
  const [part, prefix, base] = parts[i % parts.length]!;
  const brand = brands[Math.floor(i / parts.length) % brands.length]!;
  const model = models[Math.floor(i / (parts.length * brands.length)) % models.length]!;
  const cost = base * (0.8 + ((i * 37) % 41) / 100);
  return {
    code: `${prefix}-${String(i + 1).padStart(6, '0')}`,
    name: `${brand} ${part} ${model}`,
    spec: `${model}/${2010 + (i % 15)}款`,
    purchasePrice: cost.toFixed(2),
    salePrice: (cost * 1.35).toFixed(2),
  };
}

/** The engine oil every workshop customer buys: product 0 is the lubricant, sold and issued all day long. */
export const lubricant: CatalogueProduct = { code: 'OIL-5W30-4L', name: '美孚 1号 全合成机油 5W-30 4L', spec: '4L/桶', purchasePrice: '268.00', salePrice: '358.00' };

export const customerName = (i: number) => `${['华东', '华南', '华北', '西南', '华中'][i % 5]}${['汽修', '汽配', '4S店', '快修连锁', '车队'][Math.floor(i / 5) % 5]}${i + 1}号`;
export const supplierName = (i: number) => `${brands[i % brands.length]}配件供应商${i + 1}`;
export const warehouseName = (i: number) => `${['总仓', '城东仓', '城西仓', '南区仓', '北区仓', '备件仓'][i % 6]}${i >= 6 ? i + 1 : ''}`;
