import { BankOutlined, BellOutlined, CalendarOutlined, RightOutlined } from '@ant-design/icons';
import type { MessageItem, MyEnterprises, PageOf } from '@zf/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, List, Row, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '../../app/layout/menu-icons.tsx';
import { guidePath, homePath, messageCenterPath, myEnterprisesPath, seesPersonalLinks } from '../../app/router/layout-paths.ts';
import { usePeriod } from '../../app/stores/period.store.ts';
import { hasFunction, usePermission } from '../../app/stores/permission.store.ts';
import { useSession } from '../../app/stores/session.store.ts';
import { api } from '../../request/index.ts';
import { menuPages } from './menu-pages.ts';
import { MenuSearchBox } from './MenuSearchBox.tsx';
import { ShortcutMenu } from './ShortcutMenu.tsx';
import { DashboardOverview } from './DashboardOverview.tsx';
import './dashboard.css';

/**
 * Home (SPEC §2 "/dashboard", pinned, not cached): greeting with the menu search, the counts the shell already
 * knows (enterprises, unread messages, pages open to the user, accounting state), the user's shortcut menu, quick
 * entries into each menu section and the latest messages; the trade and report tabs (DashboardOverview) for those
 * with their functions.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useSession((s) => s.user);
  const messageCount = useSession((s) => s.message_count);
  const version = useSession((s) => s.version_info);
  const sidebar = usePermission((s) => s.sidebar);
  const shortcutRights = usePermission((s) => s.permissionAll.dashboardShortcut);
  const lockedAccount = usePeriod((s) => s.locked_account);
  const businessPeriod = usePeriod((s) => s.business_period.fiscal_period);
  const enterprises = useQuery({ queryKey: ['/user/enterprises'], queryFn: () => api.get<MyEnterprises>('/user/enterprises') });
  const messages = useQuery({ queryKey: ['/messages', { page_size: 5 }], queryFn: () => api.get<PageOf<MessageItem>>('/messages', { page: 1, page_size: 5 }) });

  const sections = useMemo(
    () =>
      sidebar
        .map((s) => ({ ...s, groups: s.groups.map((g) => ({ ...g, items: g.items.filter((i) => i.path !== homePath) })).filter((g) => g.items.length > 0) }))
        .filter((s) => s.groups.length > 0),
    [sidebar],
  );
  const pages = useMemo(() => menuPages(sidebar, homePath), [sidebar]);
  const pageCount = pages.length;
  const current = enterprises.data?.list.find((e) => e.is_current);
  const hour = new Date().getHours();
  const greeting = hour < 12 ? t('morning') : hour < 18 ? t('afternoon') : t('evening');
  const enterpriseLink = seesPersonalLinks(user?.partner_group) ? myEnterprisesPath : undefined;

  return (
    <div className="zf-dashboard">
      <Card variant="borderless" className="zf-dash-hello">
        <div className="zf-dash-hello-row">
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('hello', { greeting, name: user?.name ?? '' })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {current ? (current.display_name || current.name) : ''}
              {version ? ` · ${version.name}` : ''} · {dayjs().format(t('dateFormat'))}
            </Typography.Text>
          </div>
          <MenuSearchBox pages={pages} />
        </div>
      </Card>

      {lockedAccount === 2 ? (
        <Alert
          type="warning"
          showIcon
          className="zf-dash-alert"
          title={t('notInitialized')}
          action={<Link to={guidePath}>{t('toGuide')}</Link>}
        />
      ) : null}

      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Card variant="borderless">
            <Statistic title={<Link to={enterpriseLink ?? homePath}>{t('enterprises')}</Link>} value={enterprises.data?.list.length ?? '-'} prefix={<BankOutlined />} loading={enterprises.isLoading} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card variant="borderless">
            <Statistic title={<Link to={messageCenterPath}>{t('unread')}</Link>} value={messageCount} prefix={<BellOutlined />} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card variant="borderless">
            <Statistic title={t('pages')} value={pageCount} suffix={t('pagesIn', { sections: sections.length })} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card variant="borderless">
            <Statistic
              title={t('period')}
              value={lockedAccount === 1 ? businessPeriod : t('notStarted')}
              prefix={<CalendarOutlined />}
              styles={{ content: { color: lockedAccount === 1 ? undefined : '#fa541c' } }}
            />
          </Card>
        </Col>
      </Row>

      <div style={{ marginTop: 16 }}>
        <ShortcutMenu pages={pages} canEdit={hasFunction(shortcutRights, 'dashboard_shortcut_edit')} />
      </div>

      <DashboardOverview />

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={16}>
          <Card title={t('quickEntries')} variant="borderless">
            {sections.length === 0 ? (
              <Empty description={t('noPages')} />
            ) : (
              <Row gutter={[12, 12]}>
                {sections.map((s) => (
                  <Col key={s.key} xs={12} sm={8} md={6}>
                    <Link to={s.groups[0]!.path} className="zf-entry" data-testid={`quick-${s.key}`}>
                      <span className="zf-entry-icon">
                        <MenuIcon name={s.icon} />
                      </span>
                      <span className="zf-dash-entry-title">{s.title}</span>
                      <span className="zf-dash-entry-pages">
                        {s.groups
                          .flatMap((g) => g.items)
                          .slice(0, 3)
                          .map((i) => i.title)
                          .join(' · ')}
                      </span>
                    </Link>
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('latestMessages')} variant="borderless" extra={<Link to={messageCenterPath}>{t('all')} <RightOutlined /></Link>}>
            <List
              loading={messages.isLoading}
              dataSource={messages.data?.list ?? []}
              locale={{ emptyText: t('noMessages') }}
              renderItem={(m) => (
                <List.Item>
                  <Typography.Text strong={!m.is_read} ellipsis style={{ maxWidth: '70%' }}>
                    {m.title}
                  </Typography.Text>
                  <Typography.Text type="secondary">{dayjs.unix(m.create_time).format('MM-DD HH:mm')}</Typography.Text>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
