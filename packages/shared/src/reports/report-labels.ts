import type { Titles } from '../menu-tree/types.ts';
import { findPage } from '../menu-tree/index.ts';
import type { ReportDefinition, ReportDimension, ReportMeasure } from './report-definitions.ts';

const t = (zh: string, en: string): Titles => ({ 'zh-CN': zh, 'en-US': en });

/** What a group-by is called (the report screen's select and group column, the export's first column). */
export const dimensionTitles: Record<ReportDimension, Titles> = {
  day: t('日', 'Day'),
  month: t('月', 'Month'),
  product: t('商品', 'Product'),
  category: t('商品类别', 'Category'),
  brand: t('品牌', 'Brand'),
  partner: t('往来单位', 'Partner'),
  salesperson: t('业务员', 'Salesperson'),
  department: t('部门', 'Department'),
  warehouse: t('仓库', 'Warehouse'),
  account: t('结算账户', 'Account'),
  money_category: t('收支类别', 'Income/expense category'),
  bill_type: t('单据类型', 'Bill type'),
  age: t('库龄', 'Stock age'),
  bill: t('单据', 'Bill'),
  line: t('单据明细', 'Bill line'),
};

/** What a figure is called (table column, export header, chart series). */
export const measureTitles: Record<ReportMeasure, Titles> = {
  qty: t('数量', 'Quantity'),
  price: t('单价', 'Price'),
  amount: t('金额', 'Amount'),
  tax: t('税额', 'Tax'),
  amount_with_tax: t('价税合计', 'Amount incl. tax'),
  cost: t('成本', 'Cost'),
  unit_cost: t('单位成本', 'Unit cost'),
  gross_profit: t('毛利', 'Gross profit'),
  gross_margin: t('毛利率%', 'Gross margin %'),
  bills: t('单据数', 'Bills'),
  delivered_qty: t('已出库数量', 'Delivered qty'),
  open_qty: t('未出库数量', 'Open qty'),
  received: t('已收款', 'Received'),
  unreceived: t('未收款', 'Unreceived'),
  opening_qty: t('期初数量', 'Opening qty'),
  opening_amount: t('期初金额', 'Opening amount'),
  in_qty: t('入库数量', 'In qty'),
  in_amount: t('入库金额', 'In amount'),
  out_qty: t('出库数量', 'Out qty'),
  out_amount: t('出库金额', 'Out amount'),
  closing_qty: t('结存数量', 'Closing qty'),
  closing_amount: t('结存金额', 'Closing amount'),
  income: t('收入', 'Income'),
  expense: t('支出', 'Expense'),
  net: t('净额', 'Net'),
  share: t('占比%', 'Share %'),
  turnover_days: t('周转天数', 'Turnover days'),
  age_0_30: t('0-30 天', '0-30 days'),
  age_31_90: t('31-90 天', '31-90 days'),
  age_91_180: t('91-180 天', '91-180 days'),
  age_181_365: t('181-365 天', '181-365 days'),
  age_over_365: t('365 天以上', 'Over 365 days'),
};

/** How a measure's decimal string is shown: money 2 places, quantities 4, unit prices/costs up to 6, counts and percents as they are. */
export type MeasureKind = 'amount' | 'qty' | 'price' | 'count' | 'percent' | 'days';
export const measureKind = (m: ReportMeasure): MeasureKind =>
  m === 'bills' ? 'count'
    : m === 'gross_margin' || m === 'share' ? 'percent'
      : m === 'turnover_days' ? 'days'
        : m === 'price' || m === 'unit_cost' ? 'price'
          : m === 'qty' || m.endsWith('_qty') ? 'qty'
            : 'amount';

/** The function code of a report page's export or print (`sale_report_export`…: the menu gives each page `queryFuns`). */
export const reportFun = (def: ReportDefinition, action: 'export' | 'print'): string | undefined =>
  findPage(def.page)?.funs.find((f) => f.code.endsWith(`_${action}`))?.code;
