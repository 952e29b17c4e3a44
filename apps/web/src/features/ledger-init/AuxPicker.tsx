import { Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../request/index.ts';
import { auxKindOf, type AuxIds } from './opening-grid.ts';

const sources: Record<string, string> = { partner: '/partners', department: '/departments', employee: '/employees', project: '/accounting-items', product: '/products' };

type Option = { value: number; label: string };

/** Picks the auxiliary items (customer or supplier, department…) of a new openings row of an account. */
export function AuxPicker({ kinds, onPick, onClose }: { kinds: string[]; onPick: (aux: Partial<AuxIds>, name: string) => void; onClose: () => void }) {
  const { t } = useTranslation('ledger-init');
  const [options, setOptions] = useState<Record<string, Option[]>>({});
  const [form] = Form.useForm<Record<string, number>>();
  const search = (kind: string, keyword = '') => {
    const path = sources[kind];
    if (!path) return;
    void api.get<{ list: Array<{ id: number; name: string; code?: string }> }>(path, { page_size: 50, keyword: keyword || undefined })
      .then((r) => setOptions((o) => ({ ...o, [kind]: r.list.map((x) => ({ value: x.id, label: x.code ? `${x.code} ${x.name}` : x.name })) })))
      .catch(() => undefined);
  };
  useEffect(() => { kinds.forEach((k) => search(k)); }, [kinds]);
  const ok = async () => {
    const v = await form.validateFields();
    const aux: Partial<AuxIds> = {};
    const names: string[] = [];
    for (const k of kinds) {
      const column = auxKindOf[k];
      if (!column) continue;
      aux[column] = v[k]!;
      names.push(options[k]?.find((o) => o.value === v[k])?.label ?? String(v[k]));
    }
    onPick(aux, names.join(' / '));
  };
  return (
    <Modal open title={t('openings.addAux')} onCancel={onClose} onOk={() => void ok()} destroyOnHidden>
      <Form form={form} layout="vertical">
        {kinds.map((k) => (
          <Form.Item key={k} name={k} label={t(`aux.${k}`)} rules={[{ required: true }]}>
            <Select showSearch filterOption={false} onSearch={(s) => search(k, s)} options={options[k] ?? []} data-testid={`aux-${k}`} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
