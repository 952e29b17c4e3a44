import { combineExtensions, ResourcePage } from '../../engines/resource/index.ts';
import { productFitment } from './product-fitment.tsx';
import { productUnits } from './product-units.tsx';

/** The product form's own parts: unit conversions and vehicle fitment. */
const productForm = combineExtensions(productUnits, productFitment);
import { vehicleModelLabel } from './vehicle-labels.ts';

/** Vehicle model filter of the product list (the server's `vehicle_model_id` list filter: products fitting it). */
export const byVehicleModel = {
  key: 'vehicle_model_id',
  label: { 'zh-CN': '适用车型', 'en-US': 'Fits vehicle model' },
  resource: 'vehicle-models',
  optionLabel: vehicleModelLabel,
};

/** Product list (goodsList): published products, searchable by keyword and by the vehicle model they fit. */
export default function ProductListPage() {
  return <ResourcePage name="products" views="live" fixed={{ is_draft: 0 }} extraFilters={[byVehicleModel]} formExtension={productForm} />;
}
