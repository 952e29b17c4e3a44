import { App, Button, Form, Image, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { CertificationStatus, type PersonalCertList, type PersonalCertRow as CertRow } from '@zf/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, queryClient, useApiQuery } from '../../request/index.ts';

const statusColors: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'red' };

/**
 * 个人认证审核 (system maintenance, the platform operator of enterprise 91): the users' real-name records waiting for
 * review, oldest first, with their ID photos; approve, or reject with a reason the user reads on 个人认证.
 */
export function PersonalCertReview() {
  const { t } = useTranslation('setup');
  const { message } = App.useApp();
  const [query, setQuery] = useState<{ page: number; page_size: number; status?: number; keyword?: string }>({ page: 1, page_size: 10, status: CertificationStatus.pending });
  const [rejecting, setRejecting] = useState<CertRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ remark: string }>();
  const list = useApiQuery<PersonalCertList>('/setup/user-certifications', query, { placeholderData: (p) => p });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/setup/user-certifications'] });

  const review = async (row: CertRow, approve: boolean, remark = '') => {
    setBusy(true);
    try {
      await api.post(`/setup/user-certifications/${row.user_id}/review`, { approve, remark });
      message.success(t(approve ? 'operator.cert.approved' : 'operator.cert.rejected', { name: row.real_name }));
      setRejecting(null);
      await refresh();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select style={{ width: 140 }} value={query.status ?? 0} onChange={(v: number) => setQuery({ ...query, page: 1, status: v || undefined })} data-testid="cert-status"
          options={[0, 1, 2, 3].map((v) => ({ value: v, label: t(`operator.cert.status.${v}`) }))} />
        <Input.Search allowClear style={{ width: 260 }} placeholder={t('operator.cert.search')} onSearch={(v) => setQuery({ ...query, page: 1, keyword: v.trim() || undefined })} />
      </Space>
      <Table<CertRow> rowKey="user_id" size="small" loading={list.isFetching} dataSource={list.data?.list ?? []} scroll={{ x: 1200 }} data-testid="cert-queue"
        pagination={{ current: query.page, pageSize: query.page_size, total: list.data?.total ?? 0, onChange: (page, page_size) => setQuery({ ...query, page, page_size }) }}
        columns={[
          { title: t('operator.cert.user'), key: 'user', width: 170, render: (_, r) => `${r.user_name} ${r.phone}` },
          { title: t('operator.cert.realName'), dataIndex: 'real_name', width: 110 },
          { title: t('operator.cert.idNumber'), dataIndex: 'id_number', width: 190 },
          { title: t('operator.cert.photos'), key: 'photos', width: 150, render: (_, r) => (
            <Image.PreviewGroup>
              <Space size={4}><Image width={56} height={36} src={r.id_front_image} alt={t('operator.cert.front')} /><Image width={56} height={36} src={r.id_back_image} alt={t('operator.cert.back')} /></Space>
            </Image.PreviewGroup>
          ) },
          { title: t('operator.cert.submitted'), dataIndex: 'submit_time', width: 150, render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm') },
          { title: t('operator.cert.state'), dataIndex: 'status', width: 100, render: (v: number, r) => <Tag color={statusColors[v]} title={r.review_remark}>{t(`operator.cert.status.${v}`)}</Tag> },
          { title: t('operator.cert.remark'), dataIndex: 'review_remark', width: 180, ellipsis: true },
          { title: t('operator.actions'), key: 'actions', width: 150, fixed: 'right', render: (_, r) => (r.status === CertificationStatus.pending ? (
            <Space size={0}>
              <Button type="link" size="small" loading={busy} onClick={() => void review(r, true)} data-testid={`cert-approve-${r.user_id}`}>{t('operator.cert.approve')}</Button>
              <Button type="link" size="small" danger onClick={() => { form.resetFields(); setRejecting(r); }} data-testid={`cert-reject-${r.user_id}`}>{t('operator.cert.reject')}</Button>
            </Space>
          ) : null) },
        ]} />
      <Modal open={rejecting !== null} title={rejecting ? t('operator.cert.rejectTitle', { name: rejecting.real_name }) : ''} confirmLoading={busy} destroyOnHidden
        onCancel={() => setRejecting(null)} onOk={() => void form.validateFields().then((v) => review(rejecting!, false, v.remark.trim()))}>
        <Form form={form} layout="vertical">
          <Form.Item name="remark" label={t('operator.cert.reason')} rules={[{ required: true, whitespace: true, min: 2, message: t('operator.cert.reasonRule') }]}>
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
