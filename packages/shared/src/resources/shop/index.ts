import { contractResource, ContractStatus } from './contract.resource.ts';
import { shopAccountResource } from './shop-account.resource.ts';
import { ShopAccountType, ShopKind, shopPasswordPattern, shopResource, ShopType, withShopPassword } from './shop.resource.ts';

/** Shop and order centre (SPEC §2): shops, their accounts, contracts. Shop orders are documents of modules/shop. */
export const shopResources = [shopResource, shopAccountResource, contractResource];
export { contractResource, ContractStatus, shopAccountResource, ShopAccountType, ShopKind, shopPasswordPattern, shopResource, ShopType, withShopPassword };
