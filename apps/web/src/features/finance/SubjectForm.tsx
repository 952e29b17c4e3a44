import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subject, SubjectNextCode } from '@zf/shared';
import { api, ApiError } from '../../request/index.ts';
import { auxTypes } from './subject-types.ts';

export type SubjectFormMode = { kind: 'add'; parent?: Subject } | { kind: 'edit'; subject: Subject };

interface Values { code: string; name: string; name_en?: string; category?: number; direction?: number; aux_types: string[]; currency_id?: number }

/**
 * Adding a sub-account (code offered: the parent's + 2 digits; category, side and auxiliaries from the parent), a
 * level-1 account, or editing one. The server's 4220/4090 messages land on the fields or as a notification.
 */
export function SubjectForm({ mode, onClose, onSaved }: { mode: SubjectFormMode; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('finance');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [currencies, setCurrencies] = useState<Array<{ id: number; name: string }>>([]);
  const parent = mode.kind === 'add' ? mode.parent : undefined;
  const editing = mode.kind === 'edit' ? mode.subject : undefined;
  const levelOne = editing ? !editing.parent_code : !parent;

  useEffect(() => {
    void api.get<{ list: Array<{ id: number; name: string }> }>('/currencies', { page_size: 100 }).then((r) => setCurrencies(r.list)).catch(() => undefined);
    if (editing) {
      form.setFieldsValue({ code: editing.code, name: editing.name_zh, name_en: editing.name_en, category: editing.category, direction: editing.direction, aux_types: editing.aux_types, currency_id: editing.currency_id || undefined });
    } else if (parent) {
      form.setFieldsValue({ direction: parent.direction, aux_types: parent.aux_types, category: parent.category });
      void api.get<SubjectNextCode>('/subjects/next-code', { parent_code: parent.code }).then((r) => form.setFieldsValue({ code: r.code ?? '' }));
    } else {
      form.setFieldsValue({ aux_types: [], direction: 1 });
    }
  }, [editing, parent, form]);

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const body = { code: v.code, name: v.name, name_en: v.name_en ?? '', direction: v.direction, aux_types: v.aux_types ?? [], currency_id: v.currency_id ?? 0, ...(levelOne ? { category: v.category } : {}) };
      if (editing) await api.put(`/subjects/${editing.id}`, { ...body, version: editing.version }, { quiet: [4220] });
      else await api.post('/subjects', { ...body, ...(parent ? { parent_code: parent.code } : {}) }, { quiet: [4220] });
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.code === 4220) {
        const fields = Object.entries(e.fields).map(([name, msg]) => ({ name: (['code', 'name', 'category', 'direction', 'aux_types'].includes(name) ? name : 'code') as keyof Values, errors: [msg] }));
        form.setFields(fields.length ? fields : [{ name: 'code', errors: [e.message] }]);
      }
    } finally {
      setSaving(false);
    }
  };

  const title = editing ? t('subjects.editTitle', { code: editing.code }) : parent ? t('subjects.addChildTitle', { parent: `${parent.code} ${parent.name}` }) : t('subjects.addTitle');
  return (
    <Modal open title={title} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okText={t('subjects.save')} destroyOnHidden width={560}>
      <Form form={form} layout="horizontal" labelCol={{ span: 6 }} data-testid="subject-form">
        <Form.Item name="code" label={t('subjects.code')} rules={[{ required: true, pattern: /^\d{4}(\d{2}){0,4}$/, message: t('subjects.codeRule') }]} extra={parent ? t('subjects.codeHint', { parent: parent.code }) : undefined}>
          <Input maxLength={12} data-testid="subject-code" />
        </Form.Item>
        <Form.Item name="name" label={t('subjects.nameZh')} rules={[{ required: true, whitespace: true, max: 50 }]}>
          <Input maxLength={50} data-testid="subject-name" />
        </Form.Item>
        <Form.Item name="name_en" label={t('subjects.nameEn')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="category" label={t('subjects.category')} rules={[{ required: levelOne }]}>
          <Select disabled={!levelOne} options={[1, 2, 3, 4, 5].map((c) => ({ value: c, label: t(`subjects.categories.${c}`) }))} />
        </Form.Item>
        <Form.Item name="direction" label={t('subjects.direction')} rules={[{ required: true }]}>
          <Select options={[{ value: 1, label: t('subjects.debit') }, { value: 2, label: t('subjects.credit') }]} />
        </Form.Item>
        <Form.Item name="aux_types" label={t('subjects.aux')}>
          <Select mode="multiple" allowClear options={auxTypes.map((a) => ({ value: a, label: t(`subjects.auxTypes.${a}`) }))} />
        </Form.Item>
        <Form.Item name="currency_id" label={t('subjects.currency')} extra={t('subjects.currencyHint')}>
          <Select allowClear options={currencies.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
