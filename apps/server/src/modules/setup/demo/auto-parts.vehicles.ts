/**
 * The trading company's vehicle catalogue (brand → range → model) and the fitment groups its parts are sold for:
 * cars sharing an engine family or platform take the same filters, plugs and pads.
 */
export interface DemoVehicleBrand {
  name: string;
  initial: string;
  ranges: Array<{ name: string; models: Array<[name: string, year: number, engine: string, group: FitmentGroup]> }>;
}

export type FitmentGroup = 'vwSmall' | 'vwEa888' | 'toyotaSmall' | 'toyotaLarge' | 'honda15t' | 'hondaSmall' | 'nissan' | 'buick' | 'fordHyundai' | 'bmw';

/** How a fitment group reads in a product name. */
export const fitmentLabels: Record<FitmentGroup, string> = {
  vwSmall: '大众朗逸/速腾/宝来',
  vwEa888: '大众帕萨特/途观L/奥迪A4L',
  toyotaSmall: '丰田卡罗拉/雷凌',
  toyotaLarge: '丰田凯美瑞/RAV4',
  honda15t: '本田思域/雅阁/CR-V 1.5T',
  hondaSmall: '本田飞度/CR-V混动',
  nissan: '日产轩逸/天籁/奇骏',
  buick: '别克英朗/君威',
  fordHyundai: '福特福克斯/现代伊兰特',
  bmw: '宝马3系/5系',
};

export const fitmentGroups = Object.keys(fitmentLabels) as FitmentGroup[];

export const demoVehicles: DemoVehicleBrand[] = [
  { name: '大众', initial: 'D', ranges: [
    { name: '朗逸', models: [['2019款 1.5L 自动舒适版', 2019, '1.5L EA211', 'vwSmall'], ['2021款 280TSI DSG豪华版', 2021, '1.4T EA211', 'vwSmall'], ['2023款 1.5L 自动满逸版', 2023, '1.5L EA211', 'vwSmall']] },
    { name: '速腾', models: [['2019款 280TSI DSG舒适型', 2019, '1.4T EA211', 'vwSmall'], ['2022款 300TSI DSG超越版', 2022, '1.5T EA211', 'vwSmall']] },
    { name: '宝来', models: [['2019款 1.5L 自动精英型', 2019, '1.5L EA211', 'vwSmall'], ['2022款 1.5L 自动悦行版', 2022, '1.5L EA211', 'vwSmall']] },
    { name: '帕萨特', models: [['2020款 330TSI 精英版', 2020, '2.0T EA888', 'vwEa888'], ['2022款 280TSI 商务版', 2022, '1.4T EA211', 'vwSmall']] },
    { name: '途观L', models: [['2021款 330TSI 两驱智享版', 2021, '2.0T EA888', 'vwEa888']] },
  ] },
  { name: '丰田', initial: 'F', ranges: [
    { name: '卡罗拉', models: [['2019款 1.2T S-CVT GL先锋版', 2019, '1.2T 9NR', 'toyotaSmall'], ['2021款 双擎 1.8L E-CVT精英版', 2021, '1.8L 8ZR', 'toyotaSmall'], ['2023款 1.5L CVT先锋版', 2023, '1.5L M15B', 'toyotaSmall']] },
    { name: '雷凌', models: [['2019款 1.2T CVT 运动版', 2019, '1.2T 9NR', 'toyotaSmall'], ['2022款 185T CVT 进取版', 2022, '1.2T 9NR', 'toyotaSmall']] },
    { name: '凯美瑞', models: [['2018款 2.0G 豪华版', 2018, '2.0L M20C', 'toyotaLarge'], ['2021款 2.5HG 豪华版', 2021, '2.5L A25A', 'toyotaLarge']] },
    { name: 'RAV4荣放', models: [['2020款 2.0L CVT 两驱风尚版', 2020, '2.0L M20A', 'toyotaLarge']] },
  ] },
  { name: '本田', initial: 'B', ranges: [
    { name: '思域', models: [['2019款 220TURBO CVT 劲动版', 2019, '1.5T L15B', 'honda15t'], ['2022款 240TURBO CVT 极', 2022, '1.5T L15B', 'honda15t']] },
    { name: '雅阁', models: [['2018款 260TURBO 精英版', 2018, '1.5T L15B', 'honda15t'], ['2022款 260TURBO 豪华版', 2022, '1.5T L15B', 'honda15t']] },
    { name: 'CR-V', models: [['2019款 240TURBO CVT 两驱舒适版', 2019, '1.5T L15B', 'honda15t'], ['2021款 锐·混动 2.0L 净速版', 2021, '2.0L LFB', 'hondaSmall']] },
    { name: '飞度', models: [['2021款 1.5L CVT 潮越MAX版', 2021, '1.5L L15B', 'hondaSmall']] },
  ] },
  { name: '日产', initial: 'R', ranges: [
    { name: '轩逸', models: [['2019款 1.6XL CVT 豪华版', 2019, '1.6L HR16', 'nissan'], ['2022款 1.6L XL CVT 悦享版', 2022, '1.6L HR16', 'nissan']] },
    { name: '天籁', models: [['2019款 2.0L XL 舒适版', 2019, '2.0L MR20', 'nissan'], ['2021款 2.0T XL 智享版', 2021, '2.0T KR20', 'nissan']] },
    { name: '奇骏', models: [['2019款 2.0L CVT 舒适版', 2019, '2.0L MR20', 'nissan']] },
  ] },
  { name: '别克', initial: 'B', ranges: [
    { name: '英朗', models: [['2019款 18T 自动精英型', 2019, '1.3T', 'buick'], ['2021款 典范 1.5L 自动精英型', 2021, '1.5L', 'buick']] },
    { name: '君威', models: [['2019款 20T 豪华型', 2019, '2.0T LTG', 'buick']] },
  ] },
  { name: '福特', initial: 'F', ranges: [
    { name: '福克斯', models: [['2019款 1.5L 自动锋潮型', 2019, '1.5L', 'fordHyundai'], ['2020款 EcoBoost 180 自动锋潮型', 2020, '1.5T', 'fordHyundai']] },
  ] },
  { name: '现代', initial: 'X', ranges: [
    { name: '伊兰特', models: [['2021款 1.5L CVT GLX精英版', 2021, '1.5L Gamma', 'fordHyundai']] },
    { name: '途胜', models: [['2021款 1.5T 两驱 LUX尊贵版', 2021, '1.5T Smartstream', 'fordHyundai']] },
  ] },
  { name: '宝马', initial: 'B', ranges: [
    { name: '3系', models: [['2020款 325Li M运动套装', 2020, '2.0T B48', 'bmw']] },
    { name: '5系', models: [['2021款 530Li 领先型 M运动套装', 2021, '2.0T B48', 'bmw']] },
  ] },
  { name: '奥迪', initial: 'A', ranges: [
    { name: 'A4L', models: [['2020款 40 TFSI 时尚动感型', 2020, '2.0T EA888', 'vwEa888']] },
    { name: 'Q5L', models: [['2021款 40 TFSI 荣享进取型', 2021, '2.0T EA888', 'vwEa888']] },
  ] },
];
