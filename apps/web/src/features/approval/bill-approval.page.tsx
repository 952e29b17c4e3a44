import { useQueryClient } from '@tanstack/react-query';
import { billMetaOf, findPage, formatAmount, routePath, type WaitingBillList } from '@zf/shared';
import { App, Button, Card, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, useApiQuery } from '../../request/index.ts';

type Waiting = WaitingBillList['list'][number];

/**
 * 单据审批: the documents waiting at an approval step that names me or my permission group, oldest first. Approving
 * moves a document to its next step, or posts it at the last; rejecting sends it back to its maker. Either needs the
 * document type's audit right as well (the server says so if not).
 */
export default function BillApprovalPage() {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const waiting = useApiQuery<WaitingBillList>('/bill-approvals', page, { staleTime: 0 });
  const act = async (w: Waiting, action: 'audit' | 'reject') => {
    try {
      await api.post(`/bills/${w.type}/${w.id}/audit`, { action });
      void message.success(t('done'));
      await client.invalidateQueries({ queryKey: ['/bill-approvals'] });
    } catch {
      // The request layer has shown the server's message.
    }
  };
  const open = (w: Waiting) => {
    const meta = billMetaOf(w.type);
    const node = meta && findPage(meta.page);
    if (node) navigate(`${routePath(node)}?id=${w.id}`);
  };
  return (
    <Card variant="borderless" title={t('approval.title')}>
      <Table<Waiting>
        rowKey="id" size="small" bordered loading={waiting.isFetching && !waiting.data} dataSource={waiting.data?.list ?? []} scroll={{ x: 980 }}
        locale={{ emptyText: t('approval.nothing') }}
        pagination={{ current: page.page, pageSize: page.page_size, total: waiting.data?.total ?? 0, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
        columns={[
          { title: t('approval.billSn'), dataIndex: 'bill_sn', width: 190, render: (v: string, w) => <Typography.Link onClick={() => open(w)}>{v}</Typography.Link> },
          { title: t('approval.billType'), dataIndex: 'type_name', width: 130 },
          { title: t('approval.billDate'), dataIndex: 'bill_date', width: 110 },
          { title: t('approval.partner'), dataIndex: 'partner_name', width: 180, ellipsis: true },
          { title: t('approval.amount'), dataIndex: 'total_amount', width: 120, align: 'right', render: (v: string) => formatAmount(v) },
          { title: t('approval.step'), key: 'step', width: 100, render: (_: unknown, w) => `${w.step} / ${w.steps}` },
          {
            title: '', key: 'actions', width: 170,
            render: (_: unknown, w) => (
              <Space>
                <Popconfirm title={t('approval.confirm', { action: t('approval.approve'), sn: w.bill_sn })} onConfirm={() => void act(w, 'audit')}><Button size="small" type="primary">{t('approval.approve')}</Button></Popconfirm>
                <Popconfirm title={t('approval.confirm', { action: t('approval.reject'), sn: w.bill_sn })} onConfirm={() => void act(w, 'reject')}><Button size="small" danger>{t('approval.reject')}</Button></Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
