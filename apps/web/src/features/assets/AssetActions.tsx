import { DownOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Dropdown, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { findPage, routePath, AssetStatus, type AssetDisposed, type AssetTransferred, type AssetVoucher } from '@zf/shared';
import { useCan } from '../../engines/permission/Auth.tsx';
import { RefSelect, type ResourceRecord } from '../../engines/resource/index.ts';
import { api, ApiError } from '../../request/index.ts';
import { AssetCardPrint } from './AssetCardPrint.tsx';
import { assetsChanged, voucherHref } from './assets-api.ts';

type Action = 'acquisition' | 'transfer' | 'dispose';
const moneyRule = { pattern: /^\d{1,12}(\.\d{1,2})?$/ };

/** Row actions of an asset card: its acquisition voucher, a transfer to another department, the disposal; its schedule; the card printed. */
export function AssetActions({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation('assets');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Action | null>(null);
  const [printing, setPrinting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const inUse = Number(record.status) === AssetStatus.inUse;
  const id = Number(record.id);

  const submit = async () => {
    const values = await form.validateFields();
    const body = { ...values, date: (values.date as Dayjs).format('YYYY-MM-DD') };
    setBusy(true);
    try {
      // Acquisition and disposal answer the voucher they booked; a transfer answers only `{ id }`.
      const answer = (await api.post<AssetVoucher | AssetDisposed | AssetTransferred>(`/fixed-assets/${id}/${open}`, body)) as Partial<AssetVoucher>;
      message.success(answer.voucher_no ? t('actions.voucherMade', { no: answer.voucher_no }) : t('actions.done'));
      setOpen(null);
      await assetsChanged();
      if (answer.voucher_id && open !== 'transfer') void navigate(voucherHref(answer.voucher_id));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  const start = (action: Action) => { form.resetFields(); form.setFieldsValue({ date: dayjs(), credit_subject: '1002' }); setOpen(action); };
  const schedule = routePath(findPage('depreciationTable')!);
  const can = useCan();
  const items = [
    { key: 'schedule', label: t('actions.schedule'), onClick: () => void navigate(`${schedule}?asset_id=${id}`) },
    ...(can('asset_print') ? [{ key: 'print', label: t('card.print'), onClick: () => setPrinting(true) }] : []),
    ...(inUse && can('asset_edit') ? [{ key: 'acquisition', label: t('actions.acquisition'), onClick: () => start('acquisition') }] : []),
    ...(inUse && can('asset_edit') ? [{ key: 'transfer', label: t('actions.transfer'), onClick: () => start('transfer') }] : []),
    ...(inUse && can('asset_dispose') ? [{ key: 'dispose', label: t('actions.dispose'), danger: true, onClick: () => start('dispose') }] : []),
  ];

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button type="link" size="small" data-testid={`asset-more-${id}`}>{t('actions.more')} <DownOutlined /></Button>
      </Dropdown>
      <Modal open={open !== null} title={open ? `${t(`actions.${open}`)} · ${String(record.name)}` : ''} onCancel={() => setOpen(null)} onOk={() => void submit()} confirmLoading={busy} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="date" label={t('actions.date')} rules={[{ required: true }]}><DatePicker style={{ width: '100%' }} allowClear={false} /></Form.Item>
          {open === 'acquisition' && (
            <>
              <Form.Item name="credit_subject" label={t('actions.creditSubject')} rules={[{ required: true }]}>
                <Select options={['1002', '1001', '2241'].map((code) => ({ value: code, label: `${code} ${t(`subjects.${code}`)}` }))} />
              </Form.Item>
              <Form.Item name="tax_amount" label={t('actions.taxAmount')} rules={[moneyRule]}><Input inputMode="decimal" /></Form.Item>
            </>
          )}
          {open === 'transfer' && (
            <Form.Item name="department_id" label={t('actions.department')} rules={[{ required: true }]}><RefSelect resource="departments" /></Form.Item>
          )}
          {open === 'dispose' && (
            <Form.Item name="proceeds" label={t('actions.proceeds')} rules={[moneyRule]}><Input inputMode="decimal" /></Form.Item>
          )}
        </Form>
      </Modal>
      {printing && <AssetCardPrint id={id} open={printing} onClose={() => setPrinting(false)} />}
    </>
  );
}
