import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** Shelves (storage locations) of a warehouse, named like A-01-01 (area-row-level); unique within their warehouse. */
export const shelfResource = defineResource({
  name: 'shelves',
  table: 'shelf',
  label: { 'zh-CN': '货架', 'en-US': 'Shelves' },
  permission: resourcePermission('shelfList', 'shelf'),
  fields: {
    warehouse_id: field.ref({ 'zh-CN': '仓库', 'en-US': 'Warehouse' }, 'warehouses', { required: true }),
    name: field.text({ 'zh-CN': '货架编号', 'en-US': 'Shelf code' }, { required: true, max: 50, search: true }),
    status: field.switch({ 'zh-CN': '启用', 'en-US': 'Enabled' }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['warehouse_id', 'name', 'status', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
