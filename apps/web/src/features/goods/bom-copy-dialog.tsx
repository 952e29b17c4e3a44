import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BomCopyResult } from '@zf/shared';
import { api, ApiError, queryClient } from '../../request/index.ts';
import { RefSelect } from '../../engines/resource/index.ts';
import { productChoice } from './product-ref.tsx';

interface CopyValues {
  from_product_id?: number;
  to_product_id?: number;
}

/**
 * Copy a BOM (bom_copy): one finished product's components onto another, for a new size that starts from one it
 * resembles. Components the target already has keep their quantities; the server's refusals land on the fields.
 */
export function BomCopyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const [form] = Form.useForm<CopyValues>();
  const [saving, setSaving] = useState(false);
  const required = [{ required: true, message: t('bom.required') }];

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      const done = await api.post<BomCopyResult>('/boms/copy', values, { quiet: [4220] });
      message.success(t(done.skipped ? 'bom.copied' : 'bom.copiedAll', done));
      await queryClient.invalidateQueries({ queryKey: ['resource', 'boms'] });
      form.resetFields();
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.code === 4220) {
        const fields = Object.entries(e.fields);
        if (fields.length) form.setFields(fields.map(([name, text]) => ({ name: name as keyof CopyValues, errors: [text] })));
        else message.error(e.message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={t('bom.copyTitle')} okText={t('bom.copy')} cancelText={t('bom.cancel')} confirmLoading={saving} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="from_product_id" label={t('bom.from')} rules={required}>
          <RefSelect resource="products" optionLabel={productChoice} />
        </Form.Item>
        <Form.Item name="to_product_id" label={t('bom.to')} rules={required} extra={t('bom.copyHint')}>
          <RefSelect resource="products" optionLabel={productChoice} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
