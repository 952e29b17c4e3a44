/**
 * The small manufacturer's catalogue: raw materials (steel, standard parts, bearings, consumables) bought by weight,
 * length or piece, semi-finished machined parts, and the gear pumps, worm gearboxes and couplings it sells.
 */
export const manufacturerTypes = [
  { name: '原材料', nature: 2 }, { name: '半成品', nature: 3 }, { name: '产成品', nature: 4 }, { name: '外协加工', nature: 5 },
] as const;

export const manufacturerBrands = ['精工 JINGGONG', '恩斯克 NSK', '斯凯孚 SKF', '哈轴 HRB', '长城 Great Wall'];

export const manufacturerCategories: Array<{ name: string; code: string; children: Array<[name: string, code: string]> }> = [
  { name: '原材料', code: 'YL', children: [['钢材', 'YL01'], ['标准件', 'YL02'], ['轴承', 'YL03'], ['辅料包材', 'YL04']] },
  { name: '半成品', code: 'BC', children: [['机加工件', 'BC01']] },
  { name: '产成品', code: 'CP', children: [['齿轮泵', 'CP01'], ['减速机', 'CP02'], ['传动件', 'CP03']] },
];

/** [code, name, spec, category, type, unit, brand or '', purchase price, sale price, min stock, max stock] */
export type ManufacturerRow = [string, string, string, string, string, string, string, string, string, string, string];

export const manufacturerProducts: ManufacturerRow[] = [
  ['YL-GB-Q235-6', 'Q235B热轧钢板', 'δ6mm×1500×6000', '钢材', '原材料', '千克', '', '4.35', '0', '2000', '20000'],
  ['YL-YG-45-30', '45#圆钢', 'Φ30', '钢材', '原材料', '千克', '', '4.80', '0', '1000', '8000'],
  ['YL-YG-40CR-50', '40Cr合金圆钢', 'Φ50 调质', '钢材', '原材料', '千克', '', '6.20', '0', '800', '6000'],
  ['YL-ZJ-HT250', 'HT250铸铁毛坯（泵体）', 'CBN-E306', '钢材', '原材料', '件', '', '38.00', '0', '100', '800'],
  ['YL-LB-6061-40', '6061-T6铝合金棒', 'Φ40', '钢材', '原材料', '千克', '', '23.50', '0', '200', '1500'],
  ['YL-GG-20-48', '20#无缝钢管', 'Φ48×4', '钢材', '原材料', '米', '', '31.00', '0', '100', '1000'],
  ['YL-BZ-M8X25', '内六角圆柱头螺钉', 'M8×25 12.9级 发黑', '标准件', '原材料', '个', '', '0.32', '0', '2000', '20000'],
  ['YL-BZ-M10X30', '内六角圆柱头螺钉', 'M10×30 12.9级 发黑', '标准件', '原材料', '个', '', '0.55', '0', '2000', '20000'],
  ['YL-BZ-NUT-M10', '六角螺母', 'M10 8级 镀锌', '标准件', '原材料', '个', '', '0.12', '0', '3000', '30000'],
  ['YL-BZ-WS-10', '平垫圈', 'φ10 镀锌', '标准件', '原材料', '个', '', '0.05', '0', '3000', '30000'],
  ['YL-BZ-OR-50', 'O型密封圈', 'NBR 50×3.1', '标准件', '原材料', '个', '', '0.85', '0', '500', '5000'],
  ['YL-BZ-TC-35', '骨架油封', 'TC 35×52×7', '标准件', '原材料', '个', '', '2.60', '0', '300', '3000'],
  ['YL-BZ-KEY-8', '普通平键', '8×7×30', '标准件', '原材料', '个', '', '0.45', '0', '500', '5000'],
  ['YL-ZC-6204', '深沟球轴承', '6204-2RS', '轴承', '原材料', '套', '恩斯克 NSK', '18.50', '0', '100', '1000'],
  ['YL-ZC-6205', '深沟球轴承', '6205-2RS', '轴承', '原材料', '套', '斯凯孚 SKF', '24.80', '0', '100', '1000'],
  ['YL-ZC-30206', '圆锥滚子轴承', '30206', '轴承', '原材料', '套', '哈轴 HRB', '21.00', '0', '100', '800'],
  ['YL-FL-ZHZ-3', '锂基润滑脂', '3# 15kg/桶', '辅料包材', '原材料', '千克', '长城 Great Wall', '16.80', '0', '30', '300'],
  ['YL-FL-CKC-220', '工业齿轮油', 'L-CKC 220', '辅料包材', '原材料', '升', '长城 Great Wall', '14.50', '0', '50', '500'],
  ['YL-BC-ZX-600', '五层瓦楞纸箱', '600×400×400', '辅料包材', '原材料', '个', '', '6.50', '0', '200', '2000'],
  ['YL-BC-TP-1210', '熏蒸木托盘', '1200×1000', '辅料包材', '原材料', '个', '', '55.00', '0', '20', '200'],
  ['BC-CBN306-01', '主动齿轮轴', 'CBN-E306-01', '机加工件', '半成品', '件', '', '0', '0', '50', '500'],
  ['BC-CBN306-02', '泵体（精加工）', 'CBN-E306-02', '机加工件', '半成品', '件', '', '0', '0', '50', '500'],
  ['BC-WPA80-03', '蜗轮', 'WPA-80-03 ZCuSn10P1', '机加工件', '半成品', '件', '', '0', '0', '30', '300'],
  ['BC-WPA80-04', '蜗杆', 'WPA-80-04 40Cr', '机加工件', '半成品', '件', '', '0', '0', '30', '300'],
  ['BC-WPA80-05', '输出轴', 'WPA-80-05 45#', '机加工件', '半成品', '件', '', '0', '0', '30', '300'],
  ['CP-CBN-E306', '齿轮泵', 'CBN-E306 6ml/r 16MPa', '齿轮泵', '产成品', '台', '精工 JINGGONG', '0', '420.00', '10', '200'],
  ['CP-CBN-E310', '齿轮泵', 'CBN-E310 10ml/r 16MPa', '齿轮泵', '产成品', '台', '精工 JINGGONG', '0', '465.00', '10', '200'],
  ['CP-CBN-E316', '齿轮泵', 'CBN-E316 16ml/r 16MPa', '齿轮泵', '产成品', '台', '精工 JINGGONG', '0', '530.00', '10', '150'],
  ['CP-WPA-80-20', '蜗轮蜗杆减速机', 'WPA-80 速比1:20', '减速机', '产成品', '台', '精工 JINGGONG', '0', '780.00', '5', '80'],
  ['CP-WPA-100-30', '蜗轮蜗杆减速机', 'WPA-100 速比1:30', '减速机', '产成品', '台', '精工 JINGGONG', '0', '1150.00', '5', '60'],
  ['CP-WPA-120-40', '蜗轮蜗杆减速机', 'WPA-120 速比1:40', '减速机', '产成品', '台', '精工 JINGGONG', '0', '1680.00', '3', '40'],
  ['CP-LM-100', '梅花联轴器', 'LM-100 Φ28×Φ32', '传动件', '产成品', '套', '精工 JINGGONG', '0', '168.00', '10', '150'],
  ['CP-SPB-200-2', '欧标皮带轮', 'SPB-200-2 锥套2012', '传动件', '产成品', '个', '精工 JINGGONG', '0', '235.00', '10', '120'],
  ['WX-RCL-TZ', '调质热处理（外协）', 'HB220-250', '机加工件', '外协加工', '千克', '', '2.20', '0', '0', '0'],
];

/** [finished product code, component code, quantity per unit, loss rate %, remark] */
export type ManufacturerBomRow = [string, string, string, string, string];

/**
 * Bills of materials, two levels deep the way a pump shop plans: the gear pump from its machined shaft and body
 * plus bearings, seals and screws; the body from its casting (the scrap of a bad casting as loss) and the shaft from
 * alloy bar (the turnings as loss) with outsourced heat treatment; the worm gearbox from its machined set and
 * bought parts.
 */
export const manufacturerBoms: ManufacturerBomRow[] = [
  ['CP-CBN-E306', 'BC-CBN306-01', '1', '0', ''],
  ['CP-CBN-E306', 'BC-CBN306-02', '1', '0', ''],
  ['CP-CBN-E306', 'YL-ZC-6204', '2', '0', ''],
  ['CP-CBN-E306', 'YL-BZ-OR-50', '2', '1', '装配易损'],
  ['CP-CBN-E306', 'YL-BZ-TC-35', '1', '0', ''],
  ['CP-CBN-E306', 'YL-BZ-M8X25', '8', '2', ''],
  ['CP-CBN-E306', 'YL-BC-ZX-600', '0.25', '0', '每箱装4台'],
  ['BC-CBN306-02', 'YL-ZJ-HT250', '1', '1.5', '铸件废品'],
  ['BC-CBN306-01', 'YL-YG-40CR-50', '1.8', '8', '车削余量'],
  ['BC-CBN306-01', 'WX-RCL-TZ', '1.8', '0', '外协调质'],
  ['CP-WPA-80-20', 'BC-WPA80-03', '1', '0', ''],
  ['CP-WPA-80-20', 'BC-WPA80-04', '1', '0', ''],
  ['CP-WPA-80-20', 'BC-WPA80-05', '1', '0', ''],
  ['CP-WPA-80-20', 'YL-ZC-30206', '2', '0', ''],
  ['CP-WPA-80-20', 'YL-ZC-6205', '2', '0', ''],
  ['CP-WPA-80-20', 'YL-BZ-TC-35', '2', '0', ''],
  ['CP-WPA-80-20', 'YL-BZ-KEY-8', '1', '0', ''],
  ['CP-WPA-80-20', 'YL-BZ-M10X30', '6', '2', ''],
  ['CP-WPA-80-20', 'YL-FL-CKC-220', '0.8', '5', '首次加注'],
];
