import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenuRoutesByName } from '../../app/menu/use-menu-route.ts';
import { treeTitle } from './page-title.ts';

/** A link to a menu page by route name; disabled with a hint when the user may not open that page. */
export function PageLink({ name, children, type = 'link' }: { name: string; children?: ReactNode; type?: 'link' | 'default' | 'primary' }) {
  const { t } = useTranslation('setup');
  const route = useMenuRoutesByName().get(name);
  if (!route) {
    return (
      <Tooltip title={t('noAccess')}>
        <Button type={type} disabled size="small">
          {children ?? treeTitle(name)}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Link to={route.path}>
      <Button type={type} size="small">
        {children ?? route.title}
      </Button>
    </Link>
  );
}
