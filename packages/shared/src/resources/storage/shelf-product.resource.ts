import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/**
 * Shelf products (货架商品): which products are kept on which shelf (and so in which warehouse); a product once per
 * shelf, on as many shelves as it needs. A shelf holding products is not deleted; a product's placements belong to
 * it (they follow it into the recycle bin instead of keeping it out).
 */
export const shelfProductResource = defineResource({
  name: 'shelf-products',
  table: 'shelf_product',
  label: { 'zh-CN': '货架商品', 'en-US': 'Shelf products' },
  permission: resourcePermission('shelfProduct', 'shelf_product'),
  fields: {
    shelf_id: field.ref({ 'zh-CN': '货架', 'en-US': 'Shelf' }, 'shelves', { required: true, search: true }),
    product_id: field.ref({ 'zh-CN': '商品', 'en-US': 'Product' }, 'products', { required: true, owned: true, search: true }),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200, search: true, list: true }),
  },
  list: { columns: ['shelf_id', 'product_id', 'remark'], defaultSort: ['id', 'desc'] },
  deleteMode: 'hard',
  importExport: true,
});
