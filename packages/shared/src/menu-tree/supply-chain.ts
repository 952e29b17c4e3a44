import { billColumns } from './columns.ts';
import { funs, menu, page, queryFuns, system } from './build.ts';

/**
 * Supply chain (SPEC §1 further areas, §3 cart): ordering from suppliers who share their catalogue with the
 * enterprise, the purchase cart, and the partner links behind it.
 */
export const supplyChain = system('supplyChain', 'supply', 'ApartmentOutlined', '供应链', 'Supply chain', [
  menu('supplyMenu', '供应链协同', 'Supply collaboration', [
    page('supplyGoods', '供应商商品', 'Supplier products', { funs: funs('supply_goods', ['add_cart', '加入进货车', 'Add to cart'], 'export') }),
    page('supplyCart', '进货车', 'Purchase cart', { funs: funs('supply_cart', 'edit', 'del', ['submit', '提交订单', 'Submit order']) }),
    page('supplyOrder', '供应链订单', 'Supply orders', { funs: queryFuns('supply_order', ['cancel', '取消订单', 'Cancel order']), cols: billColumns('supplier') }),
    page('supplyPartner', '供应链伙伴', 'Supply partners', { funs: funs('supply_partner', ['invite', '邀请', 'Invite'], ['unbind', '解除关联', 'Unlink']) }),
  ]),
]);
