import { App, Col, Form, Modal, Row } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { Resource } from '@zf/shared';
import { ApiError } from '../../request/index.ts';
import { FieldEditor } from './FieldEditor.tsx';
import { bodyOf, editableKeys, initialValues, validateBody, type FormMode, type FormValues } from './form-model.ts';
import { oneOf, useLanguage, useResourceText } from './labels.ts';
import type { OptionLabel } from './RefSelect.tsx';
import { resourceApi, type ResourceRecord } from './resource-api.ts';
import { useConflictHandler } from './stale-save.ts';

/** A screen-specific part of the form (product fitment to vehicle models): extra items, loaded and saved around the record. */
export interface FormExtension {
  render(ctx: { mode: FormMode; record?: ResourceRecord }): ReactNode;
  /** Extra starting values when editing. */
  load?(record: ResourceRecord): Promise<FormValues>;
  /** After the record is saved (its id is known). */
  save?(id: number, values: FormValues, mode: FormMode): Promise<void>;
}

export interface ResourceFormProps {
  resource: Resource;
  /** undefined: closed; null: a new record; a record: editing it. */
  editing: ResourceRecord | null | undefined;
  fixed: Record<string, unknown>;
  withheld: Set<string>;
  extension?: FormExtension;
  optionLabels?: Record<string, OptionLabel>;
  refParams?: Record<string, Record<string, string | number>>;
  onClose(): void;
  onSaved(id: number): void;
}

/** Wide editors take a whole row in the two-column layout. */
const wideKinds = new Set(['textarea', 'images', 'image']);

/**
 * Create/edit dialog generated from the definition. The definition's zod schema checks the values first (same
 * rules and words as the server); a 4220 the server still answers lands on its fields.
 */
export function ResourceForm(props: ResourceFormProps) {
  // Mounted only while open: a fresh form per record, and no option requests for a dialog nobody opened.
  return props.editing === undefined ? null : <OpenForm {...props} record={props.editing ?? undefined} />;
}

function OpenForm({ resource, record: opened, fixed, withheld, extension, optionLabels, refParams, onClose, onSaved }: ResourceFormProps & { record?: ResourceRecord }) {
  const t = useResourceText();
  const onConflict = useConflictHandler();
  // The record as last loaded: its `version` goes back with the save; "reload" after a conflict replaces it.
  const [record, setRecord] = useState(opened);
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const mode: FormMode = record ? 'update' : 'create';
  const keys = editableKeys(resource, fixed, withheld);
  const twoColumns = keys.length > 6;
  const [initial] = useState(() => initialValues(resource, keys, record));

  useEffect(() => {
    if (record && extension?.load) void extension.load(record).then((v) => form.setFieldsValue(v)).catch(() => undefined);
  }, [record, extension, form]);

  const submit = async () => {
    // Screen parts (unit conversions…) carry antd rules; the definition's fields are checked by its schema.
    const partsValid = await form.validateFields().then(() => true, () => false);
    const values = form.getFieldsValue(true) as FormValues;
    const body = bodyOf(resource, keys, values, fixed, mode, record);
    const errors = validateBody(resource, body, mode, language);
    if (typeof record?.version === 'number') body.version = record.version;
    if (Object.keys(errors).length) form.setFields(Object.entries(errors).map(([name, text]) => ({ name, errors: [text] })));
    if (!partsValid || Object.keys(errors).length) return;
    setSaving(true);
    try {
      const calls = resourceApi(resource.name);
      const id = record ? record.id : (await calls.create(body)).id;
      if (record) await calls.update(record.id, body);
      await extension?.save?.(id, values, mode);
      message.success(t('done.saved'));
      onSaved(id);
    } catch (e) {
      if (record && onConflict(e, () => reload(record.id))) return;
      if (e instanceof ApiError && e.code === 4220) {
        const onForm = Object.entries(e.fields).filter(([k]) => keys.includes(k));
        form.setFields(onForm.map(([name, text]) => ({ name, errors: [text] })));
        if (onForm.length === 0) message.error(e.message);
      }
    } finally {
      setSaving(false);
    }
  };

  /** After a stale save: the record as it is now replaces what the user typed (they chose to reload). */
  const reload = async (id: number) => {
    const fresh = await resourceApi(resource.name).get(id);
    setRecord(fresh);
    form.resetFields();
    form.setFieldsValue(initialValues(resource, keys, fresh));
    if (extension?.load) form.setFieldsValue(await extension.load(fresh));
  };

  const label = oneOf(resource.label[language], language);
  return (
    <Modal
      open
      title={t(record ? 'form.editTitle' : 'form.createTitle', { label })}
      width={twoColumns ? 820 : 560}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={false}
    >
      <Form
        form={form}
        initialValues={initial}
        layout="vertical"
        data-testid="resource-form"
        onValuesChange={(changed: FormValues) => form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })))}
        onFinish={() => void submit()}
      >
        <Row gutter={16}>
          {keys.map((k) => (
            <Col key={k} span={!twoColumns || wideKinds.has(resource.allFields[k]!.kind) ? 24 : 12}>
              <FieldEditor resource={resource} name={k} language={language} record={record} optionLabels={optionLabels} refParams={refParams} />
            </Col>
          ))}
        </Row>
        {extension?.render({ mode, record })}
      </Form>
    </Modal>
  );
}

/** Several screen-specific form parts as one: rendered in order, loaded together, saved one after another. */
export function combineExtensions(...parts: FormExtension[]): FormExtension {
  return {
    render: (ctx) => parts.map((p, i) => <div key={i}>{p.render(ctx)}</div>),
    load: async (record) => Object.assign({}, ...(await Promise.all(parts.map((p) => p.load?.(record) ?? Promise.resolve({}))))),
    save: async (id, values, mode) => {
      for (const p of parts) await p.save?.(id, values, mode);
    },
  };
}
