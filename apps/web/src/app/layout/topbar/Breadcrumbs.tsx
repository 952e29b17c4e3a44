import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homePath } from '../../router/layout-paths.ts';

/**
 * Home / section / menu group / page, from the route's breadcrumb titles. Section and group names that shrink to an
 * ellipsis on a narrow bar (long English names) show whole on hover.
 */
export function Breadcrumbs({ trail, isHome }: { trail: string[]; isHome: boolean }) {
  const { t } = useTranslation('app');
  const items = [{ key: 'home', title: isHome ? t('route.dashboard') : <Link to={homePath}>{t('route.dashboard')}</Link> }];
  // A section and its only menu group are often named alike ("个人中心 / 个人中心"): show such a name once.
  if (!isHome) trail.filter((title, i) => title !== trail[i - 1]).forEach((title, i) => items.push({ key: `${i}`, title: <span title={title}>{title}</span> }));
  return <Breadcrumb className="zf-breadcrumb" items={items} />;
}
