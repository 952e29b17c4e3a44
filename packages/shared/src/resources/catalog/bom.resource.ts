import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

const finishedProduct = { 'zh-CN': '成品', 'en-US': 'Finished product' };
const component = { 'zh-CN': '组件', 'en-US': 'Component' };

/**
 * Bills of materials (BOM管理): one row per finished product and component — how much of the component goes into
 * one unit of the product (4 dp, above 0), the share lost in production (0-100 %) and how it is issued (领料 by
 * production picks, 倒冲 consumed by the order's receipts). A BOM is the rows of one
 * finished product; a component may itself have a BOM (multi-level), but no product may end up inside itself.
 * Both refs keep their product from being deleted. The BOM import page (bomImport) imports this resource's
 * workbook with its own code.
 *
 * The list filters by finished product and by component (`product_id`, `component_id`) through list filters the
 * catalog module adds rather than the fields' own: the screen labels those choices with the product code, because
 * products often share a name (three gear pumps called 齿轮泵) and the generic filter shows names only.
 */
export const bomResource = defineResource({
  name: 'boms',
  table: 'bom_item',
  label: { 'zh-CN': '物料清单', 'en-US': 'Bills of materials' },
  permission: { ...resourcePermission('bomList', 'bom'), importPage: 'bom_import_run' },
  fields: {
    product_id: field.ref(finishedProduct, 'products', { required: true, filter: false, search: true }),
    component_id: field.ref(component, 'products', { required: true, filter: false, search: true }),
    quantity: field.decimal({ 'zh-CN': '用量', 'en-US': 'Quantity per unit' }, 4, { required: true, default: '1' }),
    loss_rate: field.decimal({ 'zh-CN': '损耗率(%)', 'en-US': 'Loss rate (%)' }, 4),
    // 领料: issued by production picks; 倒冲: consumed when a receipt of the order is approved (PRODUCTION.md §1).
    issue_method: field.enum({ 'zh-CN': '发料方式', 'en-US': 'Issue method' }, [
      { value: 1, label: { 'zh-CN': '领料', 'en-US': 'Pick' } },
      { value: 2, label: { 'zh-CN': '倒冲', 'en-US': 'Backflush' } },
    ], { filter: false }),
    // Where a production order issues the component from (0: the component's default warehouse, then the raw-material one).
    warehouse_id: field.ref({ 'zh-CN': '发料仓库', 'en-US': 'Issuing warehouse' }, 'warehouses', { filter: false }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200, search: true, list: true }),
  },
  list: { columns: ['product_id', 'component_id', 'quantity', 'loss_rate', 'issue_method', 'warehouse_id', 'sort', 'remark'], defaultSort: ['product_id', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
