import { App, Button, Card, Descriptions, List, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/stores/permission.store.ts';
import { useSession } from '../../app/stores/session.store.ts';
import { useStatus } from '../../app/stores/status.store.ts';
import { setupEnterpriseId } from '../../app/router/layout-paths.ts';
import { queryClient } from '../../request/index.ts';
import { PersonalCertReview } from './PersonalCertReview.tsx';
import { RechargeEntry } from './RechargeEntry.tsx';

/**
 * System maintenance (/setup/setupCenter; its shortcut only in enterprise 91, SPEC §2): tools that repair what the
 * browser holds — reload the menu tree, reload the status dictionary, drop cached answers — and the build and
 * session facts support asks for. For the platform operator (enterprise 91): the personal certification review queue
 * and the recharge entry (docs/decisions.md "Operator screens in system maintenance").
 */
export default function SetupCenterPage() {
  const { t } = useTranslation('setup');
  const { message } = App.useApp();
  const user = useSession((s) => s.user);
  const enterpriseId = useSession((s) => s.enterprise_id);
  const routeCount = usePermission((s) => s.routes.length);

  const tools = [
    {
      key: 'menus',
      run: () => {
        useSession.getState().setLoadMenus(false);
        message.success(t('center.done'));
      },
    },
    {
      key: 'status',
      run: () => {
        useStatus.getState().reset();
        message.success(t('center.done'));
      },
    },
    {
      key: 'cache',
      run: () => {
        queryClient.clear();
        message.success(t('center.done'));
      },
    },
  ];

  return (
    <Card title={t('center.title')} variant="borderless">
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('center.enterprise')}>{enterpriseId}</Descriptions.Item>
        <Descriptions.Item label={t('center.user')}>{user ? `${user.name} (${user.code})` : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('center.routes')}>{routeCount}</Descriptions.Item>
        <Descriptions.Item label={t('center.build')}>{import.meta.env.MODE}</Descriptions.Item>
      </Descriptions>
      <List
        bordered
        dataSource={tools}
        renderItem={(tool) => (
          <List.Item actions={[<Button key="run" onClick={tool.run}>{t('center.run')}</Button>]}>
            <List.Item.Meta title={t(`center.tool.${tool.key}.title`)} description={t(`center.tool.${tool.key}.text`)} />
          </List.Item>
        )}
      />
      {enterpriseId === setupEnterpriseId && (
        <Card type="inner" title={t('operator.title')} style={{ marginTop: 16 }}>
          <Tabs items={[
            { key: 'cert', label: t('operator.cert.tab'), children: <PersonalCertReview /> },
            { key: 'recharge', label: t('operator.recharge.tab'), children: <RechargeEntry /> },
          ]} />
        </Card>
      )}
    </Card>
  );
}
