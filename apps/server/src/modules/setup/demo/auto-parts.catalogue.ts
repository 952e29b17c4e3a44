import { fitmentGroups, type FitmentGroup } from './auto-parts.vehicles.ts';

/**
 * The trading company's catalogue as data: brands (with the EAN prefix their barcodes start with), the category
 * tree and product lines. A line is sold by several brands, either per fitment group (one product per brand and
 * group, linked to that group's vehicle models) or in universal variants (sizes, grades).
 */
export const demoBrands = {
  bosch: { name: '博世 BOSCH', short: '博世', sku: 'BOS', ean: '4047024' },
  brembo: { name: '布雷博 Brembo', short: '布雷博', sku: 'BRE', ean: '8020584' },
  trw: { name: '天合 TRW', short: 'TRW', sku: 'TRW', ean: '4006633' },
  mann: { name: '曼牌 MANN', short: '曼牌', sku: 'MAN', ean: '4011558' },
  mahle: { name: '马勒 MAHLE', short: '马勒', sku: 'MAH', ean: '4009026' },
  ngk: { name: 'NGK', short: 'NGK', sku: 'NGK', ean: '4962550' },
  denso: { name: '电装 DENSO', short: '电装', sku: 'DEN', ean: '4987184' },
  gates: { name: '盖茨 GATES', short: '盖茨', sku: 'GAT', ean: '5412228' },
  kyb: { name: 'KYB', short: 'KYB', sku: 'KYB', ean: '4909785' },
  sachs: { name: '萨克斯 SACHS', short: '萨克斯', sku: 'SAC', ean: '4013872' },
  valeo: { name: '法雷奥 VALEO', short: '法雷奥', sku: 'VAL', ean: '3276424' },
  philips: { name: '飞利浦 PHILIPS', short: '飞利浦', sku: 'PHI', ean: '8727900' },
  osram: { name: '欧司朗 OSRAM', short: '欧司朗', sku: 'OSR', ean: '4052899' },
  varta: { name: '瓦尔塔 VARTA', short: '瓦尔塔', sku: 'VAR', ean: '4016987' },
  shell: { name: '壳牌 Shell', short: '壳牌', sku: 'SHE', ean: '6902818' },
  castrol: { name: '嘉实多 Castrol', short: '嘉实多', sku: 'CAS', ean: '6921564' },
  aisin: { name: '爱信 AISIN', short: '爱信', sku: 'AIS', ean: '4539356' },
} as const;
export type BrandKey = keyof typeof demoBrands;

/** Top-level categories with their codes and children (leaf name → code). */
export const demoCategories: Array<{ name: string; code: string; children: Array<[name: string, code: string]> }> = [
  { name: '制动系统', code: 'ZD', children: [['刹车片', 'ZD01'], ['刹车盘', 'ZD02'], ['制动液', 'ZD03']] },
  { name: '滤清器', code: 'LQ', children: [['机油滤清器', 'LQ01'], ['空气滤清器', 'LQ02'], ['空调滤清器', 'LQ03'], ['燃油滤清器', 'LQ04']] },
  { name: '点火系统', code: 'DH', children: [['火花塞', 'DH01'], ['点火线圈', 'DH02']] },
  { name: '传动皮带', code: 'PD', children: [['多楔带', 'PD01'], ['正时套装', 'PD02']] },
  { name: '悬挂系统', code: 'XG', children: [['减震器', 'XG01']] },
  { name: '电器照明', code: 'DQ', children: [['灯泡', 'DQ01'], ['蓄电池', 'DQ02'], ['雨刮片', 'DQ03']] },
  { name: '油品化学品', code: 'YP', children: [['机油', 'YP01'], ['防冻液', 'YP02']] },
  { name: '冷却系统', code: 'LY', children: [['水泵', 'LY01']] },
];

export interface ProductLine {
  category: string;
  name: string;
  unit: string;
  /** Per brand: how its part numbers look (n counts that brand's products of the line). */
  brands: Array<[BrandKey, (n: number) => string]>;
  /** Fitment groups (one product per brand and group) or universal variants (one per brand and variant). */
  fits: FitmentGroup[] | { variants: string[] };
  /** Purchase price range in yuan; the sale price is marked up 35-60 %. */
  price: [number, number];
  stock: [min: number, max: number];
  serial?: boolean;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const pick = (list: readonly string[]) => (n: number) => list[n % list.length]!;

export const productLines: ProductLine[] = [
  { category: '刹车片', name: '前刹车片', unit: '套', fits: fitmentGroups, price: [95, 260], stock: [5, 60], brands: [
    ['bosch', (n) => `0 986 494 ${pad(210 + n * 7, 3)}`], ['brembo', (n) => `P 85 ${pad(75 + n * 3, 3)}`], ['trw', (n) => `GDB${1550 + n * 11}`]] },
  { category: '刹车片', name: '后刹车片', unit: '套', fits: fitmentGroups, price: [80, 210], stock: [5, 40], brands: [
    ['bosch', (n) => `0 986 494 ${pad(420 + n * 5, 3)}`], ['trw', (n) => `GDB${1880 + n * 9}`]] },
  { category: '刹车盘', name: '前刹车盘', unit: '片', fits: fitmentGroups, price: [160, 420], stock: [4, 30], brands: [
    ['brembo', (n) => `09.${pad(9772 + n * 13, 4)}.11`]] },
  { category: '机油滤清器', name: '机油滤清器', unit: '个', fits: fitmentGroups, price: [18, 55], stock: [20, 200], brands: [
    ['mann', (n) => `W ${pad(712 + n * 2, 3)}/${pad(94 - n, 2)}`], ['bosch', (n) => `F 026 407 ${pad(183 + n * 4, 3)}`], ['mahle', (n) => `OC ${pad(593 + n * 3, 3)}/4`]] },
  { category: '空气滤清器', name: '空气滤清器', unit: '个', fits: fitmentGroups, price: [25, 75], stock: [10, 150], brands: [
    ['mann', (n) => `C ${pad(27 + n, 2)} ${pad(9 + n * 17, 3)}`], ['bosch', (n) => `F 026 400 ${pad(287 + n * 6, 3)}`]] },
  { category: '空调滤清器', name: '空调滤清器', unit: '个', fits: fitmentGroups, price: [22, 68], stock: [10, 150], brands: [
    ['mann', (n) => `CUK ${2939 + n * 21}`], ['bosch', (n) => `1 987 432 ${pad(597 + n * 3, 3)}`]] },
  { category: '燃油滤清器', name: '燃油滤清器', unit: '个', fits: fitmentGroups, price: [30, 90], stock: [5, 60], brands: [
    ['mann', (n) => `WK ${69 + n * 11}/${1 + (n % 3)}`]] },
  { category: '火花塞', name: '铱金火花塞', unit: '只', fits: fitmentGroups, price: [28, 85], stock: [40, 400], brands: [
    ['ngk', pick(['ILKAR7B11', 'LKR7AIX', 'BKR6EIX-11', 'ZFR6FIX-11', 'DILKAR7B11', 'SILZKR7B11', 'IZFR6K11', 'LZKR6AP-11', 'PLZKAR6A-11', 'DCPR7EIX'])],
    ['denso', pick(['IK20TT', 'IKH20TT', 'FK20HR11', 'SK20HR11', 'IXEH22TT', 'K20HR-U11', 'VK20', 'IK16TT', 'ITV20TT', 'XU22HDR9'])],
    ['bosch', pick(['FR7NII33X', 'FR7KPP33+', 'YR7MPP33', 'ZR5TPP33', 'HR8NII33X', 'FR6KI332S', 'VR7NII33', 'FR8KPP33+', 'ZR6SII3320', 'YR8SII33U'])]] },
  { category: '点火线圈', name: '点火线圈', unit: '个', fits: ['vwSmall', 'vwEa888', 'toyotaSmall', 'honda15t', 'nissan'], price: [120, 320], stock: [4, 40], brands: [
    ['bosch', (n) => `0 221 604 ${pad(115 + n * 4, 3)}`], ['denso', (n) => `673-${pad(1301 + n * 7, 4)}`]] },
  { category: '多楔带', name: '发动机多楔带', unit: '条', fits: fitmentGroups, price: [35, 110], stock: [6, 60], brands: [
    ['gates', (n) => `6PK${1070 + n * 25}`]] },
  { category: '正时套装', name: '正时皮带套装', unit: '套', fits: ['vwSmall', 'fordHyundai', 'nissan', 'buick'], price: [380, 860], stock: [2, 15], brands: [
    ['gates', (n) => `K015${pad(578 + n * 6, 3)}XS`]] },
  { category: '减震器', name: '前减震器', unit: '只', fits: fitmentGroups, price: [210, 560], stock: [4, 30], brands: [
    ['kyb', (n) => `33${pad(9701 + n * 37, 4)}`], ['sachs', (n) => `31${pad(4512 + n * 29, 4)}`]] },
  { category: '雨刮片', name: '无骨雨刮片', unit: '片', fits: { variants: ['16寸', '18寸', '20寸', '22寸', '24寸', '26寸'] }, price: [25, 60], stock: [20, 200], brands: [
    ['bosch', (n) => `AEROTWIN AP${16 + n * 2}U`], ['valeo', (n) => `VF${pad(341 + n * 2, 3)}`]] },
  { category: '灯泡', name: '卤素大灯灯泡', unit: '个', fits: { variants: ['H1 12V 55W', 'H4 12V 60/55W', 'H7 12V 55W', 'H11 12V 55W', 'HB3 9005 12V 60W', 'HB4 9006 12V 51W'] }, price: [18, 65], stock: [20, 240], brands: [
    ['philips', pick(['12258PRC1', '12342PRC1', '12972PRC1', '12362PRC1', '9005PRC1', '9006PRC1'])],
    ['osram', pick(['64150', '64193', '64210', '64211', '9005', '9006'])]] },
  { category: '蓄电池', name: '免维护蓄电池', unit: '个', fits: { variants: ['L2-400 60Ah', 'L3-400 70Ah', 'H6-70-L-T2 70Ah', 'H8-90-L-T2 90Ah'] }, price: [380, 980], stock: [4, 40], serial: true, brands: [
    ['varta', pick(['L2-400', 'L3-400', 'H6-70-L-T2', 'H8-90-L-T2'])]] },
  { category: '机油', name: '全合成机油 4L', unit: '桶', fits: { variants: ['5W-30 SP', '5W-40 SP', '0W-20 SP'] }, price: [168, 360], stock: [12, 150], brands: [
    ['shell', pick(['喜力HX8 5W-30', '超凡喜力 5W-40', '超凡喜力 0W-20'])], ['castrol', pick(['极护 5W-30', '极护 5W-40', '极护 0W-20'])]] },
  { category: '制动液', name: 'DOT4 刹车油 1L', unit: '瓶', fits: { variants: ['1L'] }, price: [38, 58], stock: [12, 120], brands: [['bosch', () => 'ENV4 DOT4 1L']] },
  { category: '防冻液', name: '发动机防冻液 4L', unit: '桶', fits: { variants: ['-25℃ 绿色', '-35℃ 红色', '-45℃ 蓝色'] }, price: [45, 85], stock: [12, 120], brands: [
    ['shell', pick(['OAT -25', 'OAT -35', 'OAT -45'])]] },
  { category: '水泵', name: '发动机水泵', unit: '个', fits: ['vwSmall', 'toyotaSmall', 'toyotaLarge', 'honda15t', 'nissan', 'buick'], price: [180, 460], stock: [2, 20], brands: [
    ['aisin', (n) => `WPT-${pad(190 + n * 13, 3)}V`]] },
];
