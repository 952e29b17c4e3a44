import { goodsColumns } from './columns.ts';
import { funs, hiddenPage, menu, page, resourceFuns, system } from './build.ts';

/** Product centre (SPEC §2 "Product"): catalogue, classification, BOM, vehicle models. */
export const goods = system('goods', 'goods', 'AppstoreOutlined', '商品中心', 'Product centre', [
  menu('goodsMenu', '商品管理', 'Products', [
    page('goodsList', '商品列表', 'Product list', {
      funs: funs('goods', 'add', 'edit', 'del', 'import', 'export', 'print',
        ['on_sale', '上架/下架', 'On sale/remove'], ['copy', '复制', 'Copy'], ['change_price', '修改价格', 'Change prices']),
      cols: goodsColumns(),
    }),
    page('goodsDraft', '商品草稿', 'Product drafts', { funs: funs('goods_draft', 'edit', 'del', ['publish', '发布', 'Publish']), cols: goodsColumns() }),
    page('goodsImport', '商品导入', 'Product import', { funs: funs('goods_import', ['run', '导入', 'Import']) }),
    page('goodsRecycle', '商品回收站', 'Product recycle bin', { funs: funs('goods_recycle', ['restore', '还原', 'Restore'], ['purge', '彻底删除', 'Delete permanently']), cols: goodsColumns() }),
    page('smartClassification', '智能分类', 'Smart classification', { funs: funs('smart_classification', 'edit', ['run', '执行分类', 'Classify']) }),
    page('goodsPrice', '商品价格', 'Product prices', { funs: funs('goods_price', 'edit', 'import', 'export', ['recalc', '重算价格', 'Recalculate prices']), cols: goodsColumns() }),
    page('goodsLabel', '商品标签', 'Product labels', { funs: resourceFuns('goods_label', ['print', '打印标签', 'Print labels']) }),
    page('goodsAssociation', '商品关联', 'Product association', { funs: funs('goods_association', 'add', 'del') }),
    page('goodsShare', '商品共享', 'Product sharing', { funs: funs('goods_share', 'add', 'del', ['authorize', '授权', 'Authorize']) }),
    hiddenPage('goodsHistoryPrice', '商品历史价格', 'Product price history', ['goodsList', 'goodsPrice']),
    hiddenPage('goodsPrintTemplate', '商品打印模板', 'Product print templates', ['goodsList', 'goodsLabel']),
    hiddenPage('goodsAttribute', '商品属性', 'Product attributes', ['goodsList']),
    hiddenPage('goodsCopyAuth', '商品复制授权', 'Product copy authorization', ['goodsShare']),
    hiddenPage('enterpriseGoodsAuth', '企业商品授权', 'Enterprise product authorization', ['goodsShare']),
  ]),
  menu('goodsBomMenu', '物料清单', 'Bills of materials', [
    page('bomList', 'BOM管理', 'BOM', { funs: resourceFuns('bom', ['copy', '复制', 'Copy']) }),
    page('bomImport', 'BOM导入', 'BOM import', { funs: funs('bom_import', ['run', '导入', 'Import']) }),
  ]),
  menu('goodsBaseMenu', '商品资料', 'Product master data', [
    page('categoryList', '商品分类', 'Categories', { funs: resourceFuns('category') }),
    page('customCategory', '自定义分类', 'Custom categories', { funs: resourceFuns('custom_category') }),
    page('attributeList', '属性管理', 'Attributes', { funs: resourceFuns('attribute') }),
    page('goodsType', '商品类型', 'Product types', { funs: resourceFuns('goods_type') }),
    page('brandList', '品牌管理', 'Brands', { funs: resourceFuns('brand') }),
    page('unitList', '计量单位', 'Units', { funs: resourceFuns('unit') }),
    page('industryManage', '行业管理', 'Industries', { funs: resourceFuns('industry') }),
    hiddenPage('attributeValue', '属性值', 'Attribute values', ['attributeList']),
    hiddenPage('industryAttribute', '行业属性', 'Industry attributes', ['industryManage']),
  ]),
  menu('vehicleMenu', '车型管理', 'Vehicle models', [
    page('vehicleModel', '车型库', 'Vehicle models', { funs: resourceFuns('vehicle_model') }),
    page('vehicleAssociation', '品牌车系车型关联', 'Brand, range and model association', { funs: funs('vehicle_association', 'add', 'del', 'import', 'export') }),
    page('vehicleGoodsImport', '车型商品导入', 'Vehicle product import', { funs: funs('vehicle_goods_import', ['run', '导入', 'Import']) }),
  ]),
]);
