import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select, Switch, TreeSelect } from 'antd';
import { refNameKey, type Language, type Resource } from '@zf/shared';
import { ImageUpload } from './ImageUpload.tsx';
import { VideoUpload } from './VideoUpload.tsx';
import { DateInput, DecimalInput, IntegerInput } from './number-inputs.tsx';
import { RefSelect, type OptionLabel } from './RefSelect.tsx';
import { listAll, type ResourceRecord } from './resource-api.ts';
import { useResourceText } from './labels.ts';
import { parentOptions } from './tree.ts';

export interface FieldEditorProps {
  resource: Resource;
  name: string;
  language: Language;
  /** The record being edited (its `<x>_name` labels the current ref values before options load). */
  record?: ResourceRecord;
  /** Option labels for ref targets, e.g. vehicle models with their range. */
  optionLabels?: Record<string, OptionLabel>;
  /** Query parameters narrowing a ref's choices, by field (a cost price's partner: suppliers only). */
  refParams?: Record<string, Record<string, string | number>>;
}

/** The parent of a tree node: the whole tree, the node itself and its subtree disabled, or the top level (0). */
function ParentSelect({ resource, editingId, value, onChange, id }: { resource: string; editingId?: number; value?: number; onChange?: (v: number) => void; id?: string }) {
  const t = useResourceText();
  const rows = useQuery({ queryKey: ['ref', resource, 'tree'], queryFn: ({ signal }) => listAll(resource, {}, signal), staleTime: 30_000 });
  return (
    <TreeSelect
      id={id}
      value={value ?? 0}
      onChange={(v) => onChange?.(Number(v ?? 0))}
      treeData={[{ value: 0, title: t('form.root') }, ...parentOptions(rows.data ?? [], editingId)]}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={rows.isFetching}
    />
  );
}

/** One field of the generated form: the editor its kind calls for, labelled in the UI language. */
export function FieldEditor({ resource, name, language, record, optionLabels = {}, refParams = {} }: FieldEditorProps) {
  const t = useResourceText();
  const f = resource.allFields[name]!;
  const item = { name, label: f.label[language], required: f.required };
  const select = t('form.select');
  switch (f.kind) {
    case 'textarea':
      return <Form.Item {...item}><Input.TextArea rows={3} maxLength={f.max} showCount /></Form.Item>;
    case 'integer':
      return <Form.Item {...item}><IntegerInput /></Form.Item>;
    case 'decimal':
      return <Form.Item {...item}><DecimalInput places={f.places ?? 2} /></Form.Item>;
    case 'sort':
      // SPEC §5: integer 1 to 9999. No min/max on the spinner: it would silently clamp 10000 to 9999, where the
      // user should read the rule (the shared 'sort.range' message) instead.
      return <Form.Item {...item}><InputNumber style={{ width: '100%' }} /></Form.Item>;
    case 'switch':
      return <Form.Item {...item} valuePropName="checked"><Switch /></Form.Item>;
    case 'enum':
      return (
        <Form.Item {...item}>
          <Select placeholder={select} options={(f.options ?? []).map((o) => ({ value: o.value, label: o.label[language] }))} />
        </Form.Item>
      );
    case 'ref':
      if (name === 'parent_id' && resource.tree) {
        return <Form.Item {...item}><ParentSelect resource={resource.name} editingId={record?.id} /></Form.Item>;
      }
      return (
        <Form.Item {...item}>
          <RefSelect resource={f.ref!} initialLabel={String(record?.[refNameKey(name)] ?? '')} optionLabel={optionLabels[name]} params={refParams[name]} placeholder={select} />
        </Form.Item>
      );
    case 'image':
      return <Form.Item {...item}><ImageUpload multiple={false} /></Form.Item>;
    case 'images':
      return <Form.Item {...item}><ImageUpload multiple /></Form.Item>;
    case 'video':
      return <Form.Item {...item}><VideoUpload /></Form.Item>;
    case 'phone':
      return <Form.Item {...item}><Input maxLength={f.max} inputMode="tel" /></Form.Item>;
    case 'email':
      return <Form.Item {...item}><Input maxLength={f.max} inputMode="email" /></Form.Item>;
    case 'date':
      return <Form.Item {...item}><DateInput /></Form.Item>;
    case 'password':
      return (
        <Form.Item {...item} required={f.required && !record}>
          <Input.Password autoComplete="new-password" maxLength={f.max} placeholder={record ? t('form.passwordKeep') : undefined} />
        </Form.Item>
      );
    default:
      // A code the enterprise numbers when it is left empty (resource autoCode): the field says so on a new record.
      return <Form.Item {...item}><Input maxLength={f.max} placeholder={resource.autoCode?.field === name && !record ? t('form.autoCode') : undefined} /></Form.Item>;
  }
}
