import {
  AccountBookOutlined, ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BookOutlined,
  BuildOutlined, DatabaseOutlined, HomeOutlined, PropertySafetyOutlined, SafetyCertificateOutlined, SettingOutlined,
  ShopOutlined, ShoppingCartOutlined, ShoppingOutlined, TeamOutlined, TransactionOutlined, UserOutlined, WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icons the menu tree names (packages/shared/src/menu-tree). A fixed map instead of `import *`, which would put
 * every antd icon into the bundle; an unknown name gets the generic one.
 */
const icons: Record<string, ComponentType> = {
  AccountBookOutlined, ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BookOutlined,
  BuildOutlined, DatabaseOutlined, HomeOutlined, PropertySafetyOutlined, SafetyCertificateOutlined, SettingOutlined,
  ShopOutlined, ShoppingCartOutlined, ShoppingOutlined, TeamOutlined, TransactionOutlined, UserOutlined, WalletOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && icons[name]) || AppstoreOutlined;
  return <Icon />;
}
