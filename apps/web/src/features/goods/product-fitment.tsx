import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductFitmentList } from '@zf/shared';
import { api } from '../../request/index.ts';
import { RefMultiSelect, saveQuiet, type FormExtension } from '../../engines/resource/index.ts';
import { vehicleModelLabel } from './vehicle-labels.ts';

/** The models a product fits, named for the select before any search. */
function FitmentField() {
  const { t } = useTranslation('goods');
  const form = Form.useFormInstance();
  const known = (Form.useWatch('vehicle_model_known', { form, preserve: true }) ?? {}) as Record<number, string>;
  return (
    <Form.Item name="vehicle_model_ids" label={t('product.fitment')} extra={t('product.fitmentHint')}>
      <RefMultiSelect resource="vehicle-models" optionLabel={vehicleModelLabel} known={known} placeholder={t('product.fitmentPlaceholder')} />
    </Form.Item>
  );
}

/**
 * The product form's vehicle fitment (GET/PUT /products/:id/vehicle-models): loaded with the product, saved after
 * it. Saving only what was loaded or chosen: a fitment that failed to load is never overwritten with nothing.
 */
export const productFitment: FormExtension = {
  render: () => <FitmentField />,
  async load(record) {
    const { list, version } = await api.get<ProductFitmentList>(`/products/${record.id}/vehicle-models`);
    return {
      // The fitment's own version: a stale one is refused and the form offers to reload.
      vehicle_model_version: version,
      vehicle_model_ids: list.map((m) => m.vehicle_model_id),
      vehicle_model_known: Object.fromEntries(list.map((m) => [m.vehicle_model_id, [m.brand_name, m.range_name, m.model_name].filter(Boolean).join(' ')])),
    };
  },
  async save(id, values, mode) {
    const ids = values.vehicle_model_ids;
    if (!Array.isArray(ids) || (mode === 'create' && ids.length === 0)) return;
    const version = typeof values.vehicle_model_version === 'number' ? values.vehicle_model_version : undefined;
    await api.put(`/products/${id}/vehicle-models`, { vehicle_model_ids: ids, version }, { quiet: saveQuiet });
  },
};
