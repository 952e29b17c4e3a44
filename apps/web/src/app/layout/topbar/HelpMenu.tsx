import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { guidePath, workflowPath } from '../../router/layout-paths.ts';

/**
 * The help site (SPEC §2 "help document opens an external site"): the static help pages shipped in public/help,
 * or the deployment's own help site through VITE_ZF_HELP_URL.
 */
export const helpSiteUrl: string = import.meta.env.VITE_ZF_HELP_URL ?? '/help/';

/** Help menu: the help document in a new tab, the initialization guide and the business process diagram. */
export function HelpMenu() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'doc', label: t('topbar.helpDoc') },
          { key: 'guide', label: t('route.guide') },
          { key: 'workflow', label: t('route.workflow') },
        ],
        onClick: ({ key }) => {
          if (key === 'doc') window.open(helpSiteUrl, '_blank', 'noopener,noreferrer');
          else navigate(key === 'guide' ? guidePath : workflowPath);
        },
      }}
    >
      <Button type="text" icon={<QuestionCircleOutlined />} aria-label={t('topbar.help')} data-testid="help-menu" />
    </Dropdown>
  );
}
