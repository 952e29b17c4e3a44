import { Form, Modal, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../engines/resource/index.ts';
import { api, useApiQuery } from '../../request/index.ts';
import type { QualitySettings } from './quality-api.ts';

/** The enterprise's quality switches: which checks are mandatory, the inspection and reject warehouses. */
export function SettingsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('quality');
  const settings = useApiQuery<QualitySettings>('/quality/settings', undefined, { staleTime: 0 });
  const [form] = Form.useForm<QualitySettings>();
  const [saving, setSaving] = useState(false);
  useEffect(() => { if (settings.data) form.setFieldsValue({ ...settings.data }); }, [settings.data, form]);
  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await api.put('/quality/settings', { ...v, inspection_warehouse_id: v.inspection_warehouse_id ?? 0, reject_warehouse_id: v.reject_warehouse_id ?? 0 });
      onClose();
    } catch {
      // Shown by the request layer.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={t('settings.title')} okText={t('settings.save')} cancelText={t('cancel')} onCancel={onClose} onOk={() => void save()} okButtonProps={{ loading: saving }} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="incoming_mandatory" label={t('settings.incoming')} valuePropName="checked" extra={t('settings.incomingHint')}><Switch /></Form.Item>
        <Form.Item name="delivery_mandatory" label={t('settings.delivery')} valuePropName="checked" extra={t('settings.deliveryHint')}><Switch /></Form.Item>
        <Form.Item name="process_mandatory" label={t('settings.process')} valuePropName="checked" extra={t('settings.processHint')}><Switch data-testid="process-mandatory" /></Form.Item>
        <Form.Item name="inspection_warehouse_id" label={t('settings.inspectionWarehouse')}><RefSelect resource="warehouses" id="quality-inspection-warehouse" /></Form.Item>
        <Form.Item name="reject_warehouse_id" label={t('settings.rejectWarehouse')} extra={t('settings.rejectHint')}><RefSelect resource="warehouses" id="quality-reject-warehouse" /></Form.Item>
      </Form>
    </Modal>
  );
}
