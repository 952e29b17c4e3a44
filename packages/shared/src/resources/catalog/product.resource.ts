import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** SPEC §4 product availability. */
export const ProductStatus = { onSale: 1, removed: 2, discontinued: 3 } as const;
/** Smart classification (ABC) as stored on a product; 0 until the first run. */
export const AbcClass = { none: 0, A: 1, B: 2, C: 3 } as const;

/**
 * Products (API.md "Products carry at least …"). `code` is the SKU, unique among live products; a barcode, when
 * given, too. Prices are unit prices (6 dp), stock limits quantities (4 dp). Drafts (`is_draft` 1) are products
 * still being written: the product list asks `is_draft=0`, the draft page `is_draft=1`. Deleted products go to the
 * recycle bin (`deleted=1`) and come back with POST /products/restore.
 *
 * Beyond the definition (apps/server/src/modules/catalog): multi-unit conversions, vehicle fitment and the list
 * filters `vehicle_model_id`, `vehicle_range_id`, `vehicle_brand_id`, price history, level prices, associations.
 */
export const productResource = defineResource({
  name: 'products',
  table: 'product',
  label: { 'zh-CN': '商品', 'en-US': 'Products' },
  permission: { ...resourcePermission('goodsList', 'goods'), restore: 'goods_recycle_restore', importPage: 'goods_import_run' },
  fields: {
    // Left empty, it is numbered by the enterprise's rule (autoCode below).
    code: field.text({ 'zh-CN': '商品编码', 'en-US': 'Product code' }, { max: 50, unique: true, search: true }),
    name: field.text({ 'zh-CN': '商品名称', 'en-US': 'Product name' }, { required: true, max: 100, search: true }),
    spec: field.text({ 'zh-CN': '规格型号', 'en-US': 'Specification' }, { max: 100, search: true }),
    barcode: field.text({ 'zh-CN': '条形码', 'en-US': 'Barcode' }, { max: 50, unique: true, search: true }),
    oe_code: field.text({ 'zh-CN': 'OE号', 'en-US': 'OE number' }, { max: 100, search: true, list: false }),
    category_id: field.ref({ 'zh-CN': '商品分类', 'en-US': 'Category' }, 'product-categories'),
    brand_id: field.ref({ 'zh-CN': '品牌', 'en-US': 'Brand' }, 'brands'),
    unit_id: field.ref({ 'zh-CN': '单位', 'en-US': 'Unit' }, 'units', { required: true }),
    type_id: field.ref({ 'zh-CN': '商品类型', 'en-US': 'Product type' }, 'product-types', { list: false }),
    custom_category_id: field.ref({ 'zh-CN': '自定义分类', 'en-US': 'Custom category' }, 'custom-categories', { list: false }),
    label_id: field.ref({ 'zh-CN': '商品标签', 'en-US': 'Label' }, 'product-labels', { list: false }),
    purchase_price: field.decimal({ 'zh-CN': '采购价', 'en-US': 'Purchase price' }, 6),
    sale_price: field.decimal({ 'zh-CN': '销售价', 'en-US': 'Sale price' }, 6),
    min_stock: field.decimal({ 'zh-CN': '最低库存', 'en-US': 'Minimum stock' }, 4),
    max_stock: field.decimal({ 'zh-CN': '最高库存', 'en-US': 'Maximum stock' }, 4),
    status: field.enum({ 'zh-CN': '商品状态', 'en-US': 'Status' }, [
      { value: ProductStatus.onSale, label: { 'zh-CN': '在售', 'en-US': 'On sale' } },
      { value: ProductStatus.removed, label: { 'zh-CN': '下架', 'en-US': 'Removed' } },
      { value: ProductStatus.discontinued, label: { 'zh-CN': '停售', 'en-US': 'Discontinued' } },
    ]),
    serial_tracking: field.switch({ 'zh-CN': '序列号管理', 'en-US': 'Serial numbers' }, { default: 0 }),
    // Quality (issue 18): receipts of the product wait for an incoming check, its sales for a delivery check.
    incoming_check: field.switch({ 'zh-CN': '需来料检验', 'en-US': 'Incoming inspection' }, { default: 0, list: false }),
    delivery_check: field.switch({ 'zh-CN': '需出货检验', 'en-US': 'Delivery inspection' }, { default: 0, list: false }),
    // Where production issues the product from when its BOM line names no warehouse (issue 31).
    warehouse_id: field.ref({ 'zh-CN': '默认仓库', 'en-US': 'Default warehouse' }, 'warehouses', { list: false, filter: false }),
    is_draft: field.switch({ 'zh-CN': '草稿', 'en-US': 'Draft' }, { default: 0, list: false }),
    abc_class: field.enum({ 'zh-CN': 'ABC分类', 'en-US': 'ABC class' }, [
      { value: AbcClass.none, label: { 'zh-CN': '未分类', 'en-US': 'None' } },
      { value: AbcClass.A, label: { 'zh-CN': 'A类', 'en-US': 'A' } },
      { value: AbcClass.B, label: { 'zh-CN': 'B类', 'en-US': 'B' } },
      { value: AbcClass.C, label: { 'zh-CN': 'C类', 'en-US': 'C' } },
    ], { list: false }),
    img_urls: field.images({ 'zh-CN': '商品图片', 'en-US': 'Photos' }),
    video_url: field.video({ 'zh-CN': '商品视频', 'en-US': 'Video' }),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 500 }),
  },
  list: {
    // The first photo leads the row as a 60×60 thumbnail (SPEC §9), the way a parts counter recognises a part.
    columns: ['img_urls', 'code', 'name', 'spec', 'barcode', 'category_id', 'brand_id', 'unit_id', 'purchase_price', 'sale_price', 'min_stock', 'max_stock', 'status'],
    defaultSort: ['code', 'asc'],
  },
  deleteMode: 'recycle',
  importExport: true,
  autoCode: { field: 'code', rules: { products: { prefix: 'SP', digits: 6 } } },
});
