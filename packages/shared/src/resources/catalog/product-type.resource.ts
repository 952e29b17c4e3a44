import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/**
 * Product types, named by the enterprise ("配件", "钢材", "齿轮泵成品"). `nature` gives each a fixed meaning later
 * features rely on (production picks raw materials, BOMs make finished goods, services carry no stock).
 */
export const productTypeNature = { goods: 1, rawMaterial: 2, semiFinished: 3, finished: 4, service: 5 } as const;

export const productTypeResource = defineResource({
  name: 'product-types',
  table: 'product_type',
  label: { 'zh-CN': '商品类型', 'en-US': 'Product types' },
  permission: resourcePermission('goodsType', 'goods_type'),
  fields: {
    name: field.text({ 'zh-CN': '类型名称', 'en-US': 'Type name' }, { required: true, max: 50, unique: true, search: true }),
    nature: field.enum({ 'zh-CN': '类型性质', 'en-US': 'Nature' }, [
      { value: productTypeNature.goods, label: { 'zh-CN': '商品', 'en-US': 'Goods' } },
      { value: productTypeNature.rawMaterial, label: { 'zh-CN': '原材料', 'en-US': 'Raw material' } },
      { value: productTypeNature.semiFinished, label: { 'zh-CN': '半成品', 'en-US': 'Semi-finished' } },
      { value: productTypeNature.finished, label: { 'zh-CN': '成品', 'en-US': 'Finished goods' } },
      { value: productTypeNature.service, label: { 'zh-CN': '服务', 'en-US': 'Service' } },
    ]),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'nature', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'recycle',
  importExport: true,
});
