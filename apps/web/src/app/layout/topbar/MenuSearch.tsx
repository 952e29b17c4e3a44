import { SearchOutlined } from '@ant-design/icons';
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../stores/permission.store.ts';

/** Cascader menu search (SPEC §2): type part of a page name, pick it, and the route with that name opens. */
export function MenuSearch() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const options = usePermission((s) => s.searchRouters);
  const routes = usePermission((s) => s.routes);
  return (
    <Cascader
      className="zf-menu-search"
      options={options}
      placeholder={t('topbar.searchMenu')}
      prefix={<SearchOutlined />}
      showSearch={{ filter: (input, path) => path.some((o) => String(o.label).toLowerCase().includes(input.trim().toLowerCase())) }}
      value={[]}
      onChange={(value) => {
        const name = value?.at(-1);
        const route = routes.find((r) => r.name === name);
        if (route) navigate(route.path);
      }}
      expandTrigger="hover"
      variant="filled"
      data-testid="menu-search"
    />
  );
}
