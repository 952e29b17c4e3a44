import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkDecimal } from '@zf/shared';
import type { ProductUnits } from '@zf/shared';
import { DecimalInput, RefSelect, saveQuiet, type FormExtension } from '../../engines/resource/index.ts';
import { validationMessage } from '../../i18n/index.ts';
import { api } from '../../request/index.ts';

interface UnitConversion { unit_id?: number; ratio?: string }

/** Ratio of a conversion: a positive decimal with up to 6 places (the server says the same). */
const ratioRule = {
  validator: (_: unknown, v: string = '') => {
    const k = checkDecimal(v, 6);
    if (k) return Promise.reject(new Error(validationMessage(k)));
    return Number(v) > 0 ? Promise.resolve() : Promise.reject(new Error(validationMessage('number.range')));
  },
};

/** The other units a product is bought or sold in, each worth `ratio` base units (1 箱 = 20 个). */
function UnitConversions() {
  const { t } = useTranslation('goods');
  return (
    <Form.Item label={t('units.title')} extra={t('units.hint')}>
      <Form.List name="unit_conversions">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <Space key={f.key} align="baseline" style={{ display: 'flex', marginBottom: 4 }}>
                <Typography.Text>1</Typography.Text>
                <Form.Item name={[f.name, 'unit_id']} rules={[{ required: true, message: validationMessage('field.required') }]} style={{ marginBottom: 0 }}>
                  <RefSelect resource="units" placeholder={t('units.unit')} style={{ width: 140 }} allowClear={false} />
                </Form.Item>
                <Typography.Text>=</Typography.Text>
                <Form.Item name={[f.name, 'ratio']} rules={[ratioRule]} style={{ marginBottom: 0, width: 140 }}>
                  <DecimalInput places={6} placeholder={t('units.ratio')} />
                </Form.Item>
                <Typography.Text type="secondary">{t('units.base')}</Typography.Text>
                <MinusCircleOutlined onClick={() => remove(f.name)} aria-label={t('units.remove')} />
              </Space>
            ))}
            {fields.length < 20 && <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>{t('units.add')}</Button>}
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

/**
 * The product form's unit conversions (GET/PUT /products/:id/units), saved after the product. Only saved when
 * loaded or entered, so a conversion list that failed to load is never replaced by nothing.
 */
export const productUnits: FormExtension = {
  render: () => <UnitConversions />,
  async load(record) {
    const units = await api.get<ProductUnits>(`/products/${record.id}/units`);
    return {
      unit_conversions: units.list.map((u) => ({ unit_id: u.unit_id, ratio: u.ratio.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '') })),
      // Their own version (not the product's): a stale one is refused and the form offers to reload.
      unit_conversions_version: units.version,
    };
  },
  async save(id, values, mode) {
    const list = values.unit_conversions as UnitConversion[] | undefined;
    if (!Array.isArray(list) || (mode === 'create' && list.length === 0)) return;
    const version = typeof values.unit_conversions_version === 'number' ? values.unit_conversions_version : undefined;
    await api.put(`/products/${id}/units`, { units: list.map((u) => ({ unit_id: u.unit_id, ratio: u.ratio })), version }, { quiet: saveQuiet });
  },
};
