import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Modal, Radio, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { RefMultiSelect, RefSelect } from '../../engines/resource/index.ts';
import { api, ApiError, queryClient, useApiQuery } from '../../request/index.ts';
import type { PartnerLink, PartnerLinkList } from '@zf/shared';
import { LinkStatus } from './network-api.ts';

interface InviteForm { role: 'supplier' | 'customer'; partner_id?: number; by: 'code' | 'phone'; enterprise_code?: string; phone?: string; price_level_id?: number; category_ids?: number[] }
interface AcceptForm { partner_id?: number; price_level_id?: number; category_ids?: number[] }
const statusColor: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'default' };
const refresh = () => queryClient.invalidateQueries({ queryKey: ['/partner-links'] });
const fieldErrors = (e: unknown) => (e instanceof ApiError && e.code === 4220 ? Object.entries(e.fields).map(([name, text]) => ({ name, errors: [text] })) : null);

/**
 * 供应链伙伴 (supplyPartner): links between our customer or supplier records and other Zhangfang enterprises —
 * invite by enterprise code or the admin's phone, accept (admin) naming our own record of them, end a link. As the
 * supplier we say which product categories and price level the customer sees.
 */
export default function SupplyPartnerPage() {
  const { t } = useTranslation('network');
  const { modal, message } = App.useApp();
  const links = useApiQuery<PartnerLinkList>('/partner-links');
  const [inviting, setInviting] = useState(false);
  const [accepting, setAccepting] = useState<PartnerLink | null>(null);
  const end = (l: PartnerLink) => modal.confirm({
    title: t(l.status === LinkStatus.invited ? 'partners.withdrawTitle' : 'partners.endTitle', { name: l.peer_name }), okButtonProps: { danger: true },
    onOk: async () => { try { await api.delete(`/partner-links/${l.id}`); message.success(t('partners.ended')); await refresh(); } catch {} },
  });
  return (
    <PageRights page="supplyPartner">
      <Card title={t('partners.title')} variant="borderless"
        extra={<Auth code="supply_partner_invite"><Button type="primary" icon={<PlusOutlined />} onClick={() => setInviting(true)} data-testid="partner-invite">{t('partners.invite')}</Button></Auth>}>
        <Table<PartnerLink> rowKey="id" size="small" bordered loading={links.isFetching} dataSource={links.data?.list ?? []} pagination={false} scroll={{ x: 960 }}
          columns={[
            { title: t('partners.peer'), dataIndex: 'peer_name', width: 200 },
            { title: t('partners.role'), dataIndex: 'role', width: 100, render: (v: PartnerLink['role']) => <Tag color={v === 'supplier' ? 'blue' : 'purple'}>{t(`partners.roles.${v}`)}</Tag> },
            { title: t('partners.record'), dataIndex: 'partner_name', width: 200, render: (v: string) => v || <Typography.Text type="secondary">{t('partners.noRecord')}</Typography.Text> },
            { title: t('col.status'), dataIndex: 'status', width: 110, render: (v: number, l) => <Tag color={statusColor[v]}>{t(l.awaiting_us ? 'partners.awaitingUs' : `linkStatus.${v}`)}</Tag> },
            { title: t('partners.since'), key: 's', width: 150, render: (_: unknown, l) => dayjs.unix(l.accept_time ?? l.create_time).format('YYYY-MM-DD HH:mm') },
            {
              title: t('col.actions'), key: 'a', width: 160,
              render: (_: unknown, l) => (
                <Space size="small">
                  {l.awaiting_us && <Typography.Link onClick={() => setAccepting(l)} data-testid="partner-accept">{t('partners.accept')}</Typography.Link>}
                  {l.status !== LinkStatus.ended && <Auth code="supply_partner_unbind"><Typography.Link type="danger" onClick={() => end(l)}>{t(l.awaiting_us ? 'partners.decline' : l.status === LinkStatus.invited ? 'partners.withdraw' : 'partners.end')}</Typography.Link></Auth>}
                </Space>
              ),
            },
          ]} />
        {inviting && <InviteModal onClose={() => setInviting(false)} />}
        {accepting && <AcceptModal link={accepting} onClose={() => setAccepting(null)} />}
      </Card>
    </PageRights>
  );
}

function InviteModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('network');
  const { message } = App.useApp();
  const [form] = Form.useForm<InviteForm>();
  const role = Form.useWatch('role', form) ?? 'supplier';
  const by = Form.useWatch('by', form) ?? 'code';
  const [busy, setBusy] = useState(false);
  const save = async ({ role: _r, by: _b, ...values }: InviteForm) => {
    setBusy(true);
    try {
      await api.post('/partner-links', by === 'code' ? { ...values, phone: undefined } : { ...values, enterprise_code: undefined }, { quiet: [4220] });
      message.success(t('partners.invited'));
      await refresh();
      onClose();
    } catch (e) {
      const errors = fieldErrors(e);
      if (errors) form.setFields(errors as never);
    } finally { setBusy(false); }
  };
  const required = { required: true, message: t('partners.required') };
  return (
    <Modal open title={t('partners.invite')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} maskClosable={false} width={560}>
      <Form form={form} layout="vertical" initialValues={{ role: 'supplier', by: 'code' }} onFinish={(v) => void save(v)}>
        <Form.Item name="role" label={t('partners.theyAre')}>
          <Radio.Group options={[{ value: 'supplier', label: t('partners.roles.supplier') }, { value: 'customer', label: t('partners.roles.customer') }]} onChange={() => form.setFieldValue('partner_id', undefined)} />
        </Form.Item>
        <Form.Item name="partner_id" label={t('partners.record')} rules={[required]}><RefSelect resource="partners" params={{ type: role === 'supplier' ? 2 : 1 }} /></Form.Item>
        <Form.Item name="by" label={t('partners.findBy')}>
          <Radio.Group options={[{ value: 'code', label: t('partners.byCode') }, { value: 'phone', label: t('partners.byPhone') }]} />
        </Form.Item>
        {by === 'code'
          ? <Form.Item name="enterprise_code" label={t('partners.enterpriseCode')} rules={[required]}><Input maxLength={40} /></Form.Item>
          : <Form.Item name="phone" label={t('partners.adminPhone')} rules={[required]}><Input maxLength={20} /></Form.Item>}
        {role === 'customer' && <Grants />}
      </Form>
    </Modal>
  );
}

/** What a customer sees of our catalogue: categories (none = every product on sale) and a price level (none = the sale price). */
function Grants() {
  const { t } = useTranslation('network');
  return (
    <>
      <Form.Item name="category_ids" label={t('partners.categories')} extra={t('partners.categoriesHint')}><RefMultiSelect resource="product-categories" /></Form.Item>
      <Form.Item name="price_level_id" label={t('partners.priceLevel')} extra={t('partners.priceLevelHint')}><RefSelect resource="price-levels" /></Form.Item>
    </>
  );
}

function AcceptModal({ link, onClose }: { link: PartnerLink; onClose(): void }) {
  const { t } = useTranslation('network');
  const { message } = App.useApp();
  const [form] = Form.useForm<AcceptForm>();
  const [busy, setBusy] = useState(false);
  const save = async (values: AcceptForm) => {
    setBusy(true);
    try {
      await api.post(`/partner-links/${link.id}/accept`, values, { quiet: [4220] });
      message.success(t('partners.accepted'));
      await refresh();
      onClose();
    } catch (e) {
      const errors = fieldErrors(e);
      if (errors) form.setFields(errors as never);
    } finally { setBusy(false); }
  };
  return (
    <Modal open title={t('partners.acceptTitle', { name: link.peer_name })} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} maskClosable={false} width={560}>
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
        <Form.Item name="partner_id" label={t('partners.record')} extra={t('partners.recordHint')}><RefSelect resource="partners" params={{ type: link.role === 'supplier' ? 2 : 1 }} /></Form.Item>
        {link.role === 'customer' && <Grants />}
      </Form>
    </Modal>
  );
}
