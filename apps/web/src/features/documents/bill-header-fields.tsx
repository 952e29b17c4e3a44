import { headerFields, payMethods, type BillMeta } from '@zf/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../engines/resource/index.ts';
import type { Draft } from './bill-api.ts';

/** Freight: an amount of up to 10 integer digits and 2 decimals; anything else is refused as typed, not rewritten. */
const freightPattern = /^\d{0,10}(\.\d{0,2})?$/;

/**
 * The SPEC §3 header fields a bill type's editor offers beyond partner, warehouses and date (headerFields in the
 * shared bill metas): delivery date on orders, department and principal (业务员) everywhere, payment method on
 * orders and invoiced documents, freight on the invoiced ones.
 */
export function BillHeaderFields({ meta, bill, setBill, errors = {} }: { meta: BillMeta; bill: Draft; setBill: Dispatch<SetStateAction<Draft>>; errors?: Record<string, string> }) {
  const { t } = useTranslation('documents');
  const fields = new Set(headerFields(meta));
  const set = (patch: Partial<Draft>) => setBill((b) => ({ ...b, ...patch }));
  const onField = (key: string) => (errors[key] ? { validateStatus: 'error' as const, help: errors[key] } : {});
  return (
    <>
      {fields.has('delivery_date') && (
        <Form.Item label={t('field.delivery_date')} {...onField('delivery_date')}>
          <DatePicker id="bill-delivery-date" value={bill.delivery_date ? dayjs(bill.delivery_date) : null} onChange={(d) => set({ delivery_date: d ? d.format('YYYY-MM-DD') : undefined })} />
        </Form.Item>
      )}
      {fields.has('department_id') && (
        <Form.Item label={t('field.department_id')} {...onField('department_id')}>
          <RefSelect resource="departments" style={{ width: 160 }} value={bill.department_id} initialLabel={bill.department_label} onChange={(v) => set({ department_id: v })} id="bill-department" />
        </Form.Item>
      )}
      {fields.has('principal_id') && (
        <Form.Item label={t('field.principal_id')} {...onField('principal_id')}>
          <RefSelect resource="employees/options" style={{ width: 140 }} value={bill.principal_id} initialLabel={bill.principal_label} onChange={(v) => set({ principal_id: v })} id="bill-principal" />
        </Form.Item>
      )}
      {fields.has('pay_method') && (
        <Form.Item label={t('field.pay_method')} {...onField('pay_method')}>
          <Select id="bill-pay-method" allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width: 130 }} value={bill.pay_method || undefined} onChange={(v?: string) => set({ pay_method: v ?? '' })}
            options={payMethods.map((m) => ({ value: m, label: t(`payMethod.${m}`) }))} />
        </Form.Item>
      )}
      {fields.has('freight') && (
        <Form.Item label={t('field.freight')} {...onField('freight')}>
          <Input id="bill-freight" style={{ width: 120 }} inputMode="decimal" value={bill.freight ?? ''}
            onChange={(e) => { if (freightPattern.test(e.target.value)) set({ freight: e.target.value }); }} />
        </Form.Item>
      )}
    </>
  );
}
