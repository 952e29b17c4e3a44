import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { api, queryClient } from '../../request/index.ts';
import type { ShareCreated, ShareList, ShareRow } from '@zf/shared';

const statusColor = { live: 'green', expired: 'default', revoked: 'red' } as const;
const time = (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm');

/**
 * 单据分享 / 伙伴分享 (billShare, partnerShare): the enterprise's share links of one kind — a bill's print or a
 * partner's statement opened at /share without an account — and revoking them. Links are made from the bill or the
 * statement itself; the token is shown once then, never here (only its hash is kept): 重新生成链接 gives a live link a
 * new URL to copy, and the old one stops opening (docs/decisions.md "Share lists: the link once, then re-issue").
 */
function ShareList({ kind }: { kind: 'bill' | 'statement' }) {
  const { t } = useTranslation('network');
  const { modal, message } = App.useApp();
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const [issued, setIssued] = useState<{ row: ShareRow; url: string } | null>(null);
  const params = { ...page, kind };
  const list = useQuery({
    queryKey: ['/shares', params],
    queryFn: ({ signal }) => api.get<ShareList>('/shares', params, { signal }),
    placeholderData: keepPreviousData,
  });
  const pageName = kind === 'bill' ? 'billShare' : 'partnerShare';
  const revoke = (row: ShareRow) => modal.confirm({
    title: t('shares.revokeTitle'), okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await api.delete(`/shares/${row.id}`);
        message.success(t('shares.revoked'));
        await queryClient.invalidateQueries({ queryKey: ['/shares'] });
      } catch {}
    },
  });
  const reissue = (row: ShareRow) => modal.confirm({
    title: t('shares.reissueTitle'),
    onOk: async () => {
      try {
        const made = await api.post<ShareCreated>(`/shares/${row.id}/reissue`);
        setIssued({ row, url: `${window.location.origin}${made.url}` });
      } catch {}
    },
  });
  const copy = async () => {
    await navigator.clipboard?.writeText(issued!.url).catch(() => undefined);
    void message.success(t('shares.copied'));
  };
  const what = (r: ShareRow) => (kind === 'bill'
    ? `${r.bill_sn || t('shares.deleted')}${r.partner_name ? ` · ${r.partner_name}` : ''}`
    : `${r.partner_name} · ${String(r.params.date_from ?? '')} ~ ${String(r.params.date_to ?? '')}`);
  return (
    <PageRights page={pageName}>
      <Card title={t(`shares.title.${kind}`)} variant="borderless">
        <Typography.Paragraph type="secondary">{t(`shares.hint.${kind}`)}</Typography.Paragraph>
        <Table<ShareRow>
          rowKey="id" size="small" bordered loading={list.isFetching} dataSource={list.data?.list ?? []} scroll={{ x: 900 }}
          pagination={{ current: page.page, pageSize: page.page_size, total: list.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
          columns={[
            { title: t('shares.what'), key: 'w', width: 320, render: (_: unknown, r) => what(r) },
            { title: t('shares.creator'), dataIndex: 'creator_name', width: 120 },
            { title: t('shares.created'), dataIndex: 'create_time', width: 150, render: time },
            { title: t('shares.expires'), dataIndex: 'expires_at', width: 150, render: time },
            { title: t('col.status'), dataIndex: 'status', width: 100, render: (v: ShareRow['status']) => <Tag color={statusColor[v]}>{t(`shares.status.${v}`)}</Tag> },
            {
              title: t('col.actions'), key: 'a', width: 200,
              render: (_: unknown, r) => r.status === 'live' && (
                <Auth code={`${kind === 'bill' ? 'bill' : 'partner'}_share_del`}>
                  <Space size="middle">
                    <Typography.Link onClick={() => reissue(r)} data-testid="share-reissue">{t('shares.reissue')}</Typography.Link>
                    <Typography.Link type="danger" onClick={() => revoke(r)} data-testid="share-revoke">{t('shares.revoke')}</Typography.Link>
                  </Space>
                </Auth>
              ),
            },
          ]}
        />
        <Modal open={!!issued} title={issued ? `${t('shares.issuedTitle')} · ${what(issued.row)}` : ''} onCancel={() => setIssued(null)} destroyOnHidden
          footer={[<Button key="copy" type="primary" onClick={() => void copy()} data-testid="share-copy">{t('shares.copy')}</Button>]}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t('shares.issuedHint')}</Typography.Text>
            <Input readOnly value={issued?.url ?? ''} data-testid="share-link" onFocus={(e) => e.target.select()} />
          </Space>
        </Modal>
      </Card>
    </PageRights>
  );
}

export const BillSharePage = () => <ShareList kind="bill" />;
export const PartnerSharePage = () => <ShareList kind="statement" />;
