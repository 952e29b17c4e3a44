import { App, Alert, Button, Card, Descriptions, Form, Input, Modal, Result, Space, Steps } from 'antd';
import { DeregistrationStatus, type DeregistrationState, type MyEnterprises } from '@zf/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageRights } from '../../engines/permission/Auth.tsx';
import { useSession } from '../../app/stores/session.store.ts';
import { api, ApiError, useApiQuery } from '../../request/index.ts';
import { downloadFile } from './drive-api.ts';

/**
 * 企业注销 (enterpriseDeregistration), administrator only: export the data, apply with the enterprise's name typed as
 * confirmation and a reason, then a 15-day cooling-off during which the application can be undone.
 */
export default function DeregistrationPage() {
  const { t } = useTranslation('enterprise-services');
  const { message } = App.useApp();
  const enterpriseId = useSession((s) => s.enterprise_id);
  const mine = useApiQuery<MyEnterprises>('/user/enterprises', undefined, { staleTime: 0 });
  const isAdmin = !!mine.data?.list.find((e) => e.is_current || e.enterprise_id === enterpriseId)?.is_admin;
  const state = useApiQuery<DeregistrationState>('/enterprise/deregistration');
  const [applying, setApplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ confirm_name: string; reason: string }>();
  const s = state.data;
  const time = (v: number) => (v ? dayjs.unix(v).format('YYYY-MM-DD HH:mm') : '—');

  const call = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      message.success(done);
      await state.refetch();
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      return false;
    } finally {
      setBusy(false);
    }
  };
  const apply = async () => {
    const body = await form.validateFields();
    if (await call(() => api.post('/enterprise/deregistration', body, { quiet: [4220] }), t('dereg.applied'))) setApplying(false);
  };

  return (
    <PageRights page="enterpriseDeregistration">
      <Card variant="borderless" title={t('dereg.title')} loading={state.isLoading}>
        {!isAdmin && <Alert type="info" showIcon message={t('dereg.adminOnly')} style={{ marginBottom: 16 }} />}
        {s?.status === DeregistrationStatus.coolingOff ? (
          <Result
            status="warning"
            title={t('dereg.coolingTitle', { days: s.days_left })}
            subTitle={t('dereg.coolingText', { due: time(s.due_time) })}
            extra={isAdmin && <Button type="primary" loading={busy} onClick={() => void call(() => api.post('/enterprise/deregistration/undo'), t('dereg.undone'))} data-testid="dereg-undo">{t('dereg.undo')}</Button>}
          >
            <Descriptions size="small" column={1} items={[
              { key: 'a', label: t('dereg.applyTime'), children: time(s.apply_time) },
              { key: 'r', label: t('dereg.reason'), children: s.reason },
            ]} />
          </Result>
        ) : s?.status === DeregistrationStatus.deregistered ? (
          <Result status="error" title={t('dereg.closed')} />
        ) : (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <Alert type="warning" showIcon message={t('dereg.warning')} description={t('dereg.warningText')} />
            <Steps direction="vertical" current={s?.export_fresh ? 1 : 0} items={[
              {
                title: t('dereg.step1'),
                description: (
                  <Space direction="vertical">
                    <span>{t('dereg.lastExport', { time: time(s?.last_export_time ?? 0) })}</span>
                    <Button disabled={!isAdmin} loading={busy} onClick={() => void call(() => downloadFile('/enterprise/deregistration/export', 'enterprise-data.json', 'POST'), t('dereg.exported'))} data-testid="dereg-export">{t('dereg.export')}</Button>
                  </Space>
                ),
              },
              {
                title: t('dereg.step2'),
                description: <Button danger disabled={!isAdmin || !s?.export_fresh} onClick={() => { form.resetFields(); setApplying(true); }} data-testid="dereg-apply">{t('dereg.apply')}</Button>,
              },
              { title: t('dereg.step3'), description: t('dereg.step3Text') },
            ]} />
          </Space>
        )}
        <Modal open={applying} title={t('dereg.apply')} okText={t('dereg.confirmApply')} okButtonProps={{ danger: true }} onCancel={() => setApplying(false)} onOk={() => void apply()} confirmLoading={busy} destroyOnHidden>
          <Form form={form} layout="vertical">
            <Form.Item name="confirm_name" label={t('dereg.confirmName')} rules={[{ required: true }]}><Input maxLength={100} /></Form.Item>
            <Form.Item name="reason" label={t('dereg.reason')} rules={[{ required: true, min: 2, message: t('dereg.reasonRule') }]}><Input.TextArea rows={3} maxLength={200} /></Form.Item>
          </Form>
        </Modal>
      </Card>
    </PageRights>
  );
}
