import { ResourcePage } from '../../engines/resource/index.ts';

/** 门店列表 (shopList): shops with their type, official/test, login account and the online/offline switch. */
export default function ShopListPage() {
  return <ResourcePage name="shops" />;
}
