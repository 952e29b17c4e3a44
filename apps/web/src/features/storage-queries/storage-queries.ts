import { AuditStatus, billMetas, type Labels } from '@zf/shared';
import dayjs from 'dayjs';
import { defineQuery, type QueryColumn, type QueryDef } from '../../engines/query/index.ts';

const l = (zh: string, en: string): Labels => ({ 'zh-CN': zh, 'en-US': en });
const stockTypes = billMetas.filter((m) => m.stock !== null).map((m) => m.type);
const allTypes = billMetas.map((m) => m.type);
const thisMonth = () => ({ date_from: dayjs().startOf('month').format('YYYY-MM-DD'), date_to: dayjs().format('YYYY-MM-DD') });
const billKeyword = { kind: 'keyword', placeholder: l('单据编号 / 商品', 'Bill no. / product') } as const;
const billHead: QueryColumn[] = [
  { key: 'bill_date', title: l('单据日期', 'Bill date'), kind: 'date', width: 110 },
  { key: 'type', title: l('单据类型', 'Document type'), kind: 'billType', width: 120 },
  { key: 'bill_sn', title: l('单据编号', 'Bill no.'), width: 190 },
];
const product: QueryColumn[] = [
  { key: 'product_code', title: l('商品编码', 'Product code'), width: 130 },
  { key: 'product_name', title: l('商品名称', 'Product name'), width: 200 },
  { key: 'warehouse_name', title: l('仓库', 'Warehouse'), width: 130 },
];

/** Stock movements (库存记录, 出入库记录, 库存明细): one row per movement with its document and running balance. */
const records = (title: Labels, extra: QueryDef['filters'] = []): QueryDef => defineQuery({
  title, endpoint: '/stock/records', paged: true,
  filters: [billKeyword, { kind: 'dateRange' }, { kind: 'warehouse' }, { kind: 'product' }, ...extra],
  columns: [
    ...billHead, ...product,
    { key: 'in_qty', title: l('入库数量', 'In qty'), kind: 'qty', width: 110 },
    { key: 'in_amount', title: l('入库金额', 'In amount'), kind: 'amount', width: 120 },
    { key: 'out_qty', title: l('出库数量', 'Out qty'), kind: 'qty', width: 110 },
    { key: 'out_amount', title: l('出库金额', 'Out amount'), kind: 'amount', width: 120 },
    { key: 'balance_qty', title: l('结存数量', 'Balance qty'), kind: 'qty', width: 110 },
    { key: 'balance_amount', title: l('结存金额', 'Balance amount'), kind: 'amount', width: 120 },
  ],
  totals: ['in_qty', 'in_amount', 'out_qty', 'out_amount'],
  opensBill: { idKey: 'bill_id' },
});
export const stockRecord = records(l('库存记录', 'Stock records'));
export const inventoryDetail = records(l('库存明细', 'Inventory details'));
export const inOutRecord = records(l('出入库记录', 'In and out records'), [
  { kind: 'select', param: 'direction', placeholder: l('出入方向', 'Direction'), options: [{ value: 1, label: l('入库', 'In') }, { value: -1, label: l('出库', 'Out') }] },
]);

/** 库存变动数量: opening, in, out and closing per product × warehouse for a period (this month to start with). */
export const stockChangeNumber = defineQuery({
  title: l('库存变动数量', 'Stock change quantities'), endpoint: '/stock/changes', paged: true, initial: thisMonth, rowKey: 'product_id',
  filters: [{ kind: 'keyword', placeholder: l('商品编码 / 名称', 'Product code / name') }, { kind: 'dateRange' }, { kind: 'warehouse' }],
  columns: [
    ...product,
    { key: 'opening_qty', title: l('期初数量', 'Opening qty'), kind: 'qty', width: 110 },
    { key: 'opening_amount', title: l('期初金额', 'Opening amount'), kind: 'amount', width: 120 },
    { key: 'in_qty', title: l('入库数量', 'In qty'), kind: 'qty', width: 110 },
    { key: 'in_amount', title: l('入库金额', 'In amount'), kind: 'amount', width: 120 },
    { key: 'out_qty', title: l('出库数量', 'Out qty'), kind: 'qty', width: 110 },
    { key: 'out_amount', title: l('出库金额', 'Out amount'), kind: 'amount', width: 120 },
    { key: 'closing_qty', title: l('期末数量', 'Closing qty'), kind: 'qty', width: 110 },
    { key: 'closing_amount', title: l('期末金额', 'Closing amount'), kind: 'amount', width: 120 },
  ],
  totals: ['opening_qty', 'opening_amount', 'in_qty', 'in_amount', 'out_qty', 'out_amount', 'closing_qty', 'closing_amount'],
});

const lineColumns: QueryColumn[] = [
  ...billHead,
  { key: 'partner_name', title: l('往来单位', 'Partner'), width: 160 },
  ...product,
  { key: 'number', title: l('数量', 'Quantity'), kind: 'qty', width: 110 },
  { key: 'price', title: l('单价', 'Unit price'), kind: 'price', width: 110 },
  { key: 'amount', title: l('金额', 'Amount'), kind: 'amount', width: 120 },
  { key: 'audit_status', title: l('审核状态', 'Review status'), kind: 'auditStatus', width: 100 },
];
/** Bill lines across types (单据明细查询, 库存单据明细). */
const lines = (title: Labels, types: string[], params: Record<string, string | number> = {}): QueryDef => defineQuery({
  title, endpoint: '/bill-query/lines', paged: true, params,
  filters: [billKeyword, { kind: 'dateRange' }, { kind: 'billType', types }, { kind: 'partner' }, { kind: 'warehouse' }, { kind: 'product' }],
  columns: lineColumns, totals: ['number', 'amount'], opensBill: { idKey: 'bill_id' },
});
export const billDetailQuery = lines(l('单据明细查询', 'Bill detail query'), allTypes);
export const stockBillDetail = lines(l('库存单据明细', 'Stock bill details'), stockTypes, { stock: 'any' });

const headColumns: QueryColumn[] = [
  ...billHead,
  { key: 'partner_name', title: l('往来单位', 'Partner'), width: 160 },
  { key: 'warehouse_name', title: l('仓库', 'Warehouse'), width: 130 },
  { key: 'total_number', title: l('总数量', 'Total quantity'), kind: 'qty', width: 110 },
  { key: 'total_amount', title: l('总金额', 'Total amount'), kind: 'amount', width: 120 },
  { key: 'audit_status', title: l('审核状态', 'Review status'), kind: 'auditStatus', width: 100 },
  { key: 'remark', title: l('备注', 'Remark'), width: 160 },
];
/** Bill headers across types (历史单据, 入库单列表, 出库单列表, 调出管理). */
const bills = (title: Labels, types: string[], params: Record<string, string | number> = {}, columns = headColumns): QueryDef => defineQuery({
  title, endpoint: '/bill-query/bills', paged: true, params,
  filters: [{ kind: 'keyword', placeholder: l('单据编号 / 备注', 'Bill no. / remark') }, { kind: 'dateRange' }, { kind: 'billType', types }, { kind: 'partner' }, { kind: 'warehouse' },
    { kind: 'select', param: 'audit_status', placeholder: l('审核状态', 'Review status'), options: [1, 2, 3, 4].map((v) => ({ value: v, label: [l('待审核', 'Pending review'), l('已审核', 'Approved'), l('已驳回', 'Rejected'), l('已作废', 'Voided')][v - 1]! })) }],
  columns, totals: ['total_number', 'total_amount'], opensBill: {},
});
export const historyBill = bills(l('历史单据', 'History bills'), allTypes);
export const inStoreList = bills(l('入库单列表', 'In-store list'), billMetas.filter((m) => m.stock === 'in' || m.store === 'transfer').map((m) => m.type), { stock: 'in' });
export const outStoreList = bills(l('出库单列表', 'Out-store list'), billMetas.filter((m) => m.stock === 'out' || m.store === 'transfer').map((m) => m.type), { stock: 'out' });
export const callOutManage = bills(l('调出管理', 'Call-out management'), ['stock-transfers'], { type: 'stock-transfers' }, [
  ...billHead,
  { key: 'warehouse_name', title: l('调出仓库', 'From warehouse'), width: 140 },
  { key: 'in_store_name', title: l('调入仓库', 'To warehouse'), width: 140 },
  { key: 'total_number', title: l('总数量', 'Total quantity'), kind: 'qty', width: 110 },
  { key: 'total_amount', title: l('总金额', 'Total amount'), kind: 'amount', width: 120 },
  { key: 'audit_status', title: l('审核状态', 'Review status'), kind: 'auditStatus', width: 100 },
]);

/** 库存差异: counted against the books on approved stocktakes (明细: every counted line). */
const difference = (title: Labels, params: Record<string, string | number>): QueryDef => defineQuery({
  title, endpoint: '/bill-query/lines', paged: true, params: { type: 'stocktakes', ...params },
  filters: [billKeyword, { kind: 'dateRange' }, { kind: 'warehouse' }, { kind: 'product' }],
  columns: [
    ...billHead, ...product,
    { key: 'book_number', title: l('账面数量', 'Book quantity'), kind: 'qty', width: 110 },
    { key: 'number', title: l('盘点数量', 'Counted'), kind: 'qty', width: 110 },
    { key: 'difference', title: l('差异数量', 'Difference'), kind: 'qty', width: 110 },
    { key: 'audit_status', title: l('审核状态', 'Review status'), kind: 'auditStatus', width: 100 },
  ],
  opensBill: { idKey: 'bill_id' },
});
export const stockDifference = difference(l('库存差异', 'Stock differences'), { differs: 1, audit_status: AuditStatus.approved });
export const stockDifferenceDetail = difference(l('库存差异明细', 'Stock difference details'), {});

/** 组装/拆卸成本分摊: the rows of assemblies or splits with the cost each took or was given. */
const allocation = (title: Labels, type: string): QueryDef => defineQuery({
  title, endpoint: '/bill-query/lines', paged: true, params: { type },
  filters: [billKeyword, { kind: 'dateRange' }, { kind: 'warehouse' }, { kind: 'product' }],
  columns: [
    ...billHead, ...product,
    { key: 'direction', title: l('方向', 'Direction'), width: 90, options: { '1': l('入库', 'In'), '-1': l('出库', 'Out') } },
    { key: 'number', title: l('数量', 'Quantity'), kind: 'qty', width: 110 },
    { key: 'cost_amount', title: l('分摊成本', 'Allocated cost'), kind: 'amount', width: 120 },
    { key: 'audit_status', title: l('审核状态', 'Review status'), kind: 'auditStatus', width: 100 },
  ],
  opensBill: { idKey: 'bill_id' },
});
export const assemblyCostAllocation = allocation(l('组装成本分摊', 'Assembly cost allocation'), 'assemblies');
export const splitCostAllocation = allocation(l('拆卸成本分摊', 'Split cost allocation'), 'splits');
