import { bomResource } from './bom.resource.ts';
import { brandResource } from './brand.resource.ts';
import { customCategoryResource } from './custom-category.resource.ts';
import { industryAttributeResource, industryResource } from './industry.resource.ts';
import { priceLevelResource } from './price-level.resource.ts';
import { productAttributeResource, productAttributeValueResource } from './product-attribute.resource.ts';
import { productCategoryResource } from './product-category.resource.ts';
import { productLabelResource } from './product-label.resource.ts';
import { productTypeResource } from './product-type.resource.ts';
import { productResource } from './product.resource.ts';
import { unitResource } from './unit.resource.ts';
import { vehicleBrandResource, vehicleModelResource, vehicleRangeResource } from './vehicle.resource.ts';

/** Product-centre master data, in menu order. */
export const catalogResources = [
  productResource, priceLevelResource, productLabelResource, bomResource,
  productCategoryResource, customCategoryResource, productAttributeResource, productAttributeValueResource,
  productTypeResource, brandResource, unitResource, industryResource, industryAttributeResource,
  vehicleBrandResource, vehicleRangeResource, vehicleModelResource,
];
export {
  bomResource, brandResource, customCategoryResource, industryAttributeResource, industryResource, priceLevelResource,
  productAttributeResource, productAttributeValueResource, productCategoryResource, productLabelResource,
  productResource, productTypeResource, unitResource, vehicleBrandResource, vehicleModelResource, vehicleRangeResource,
};
export { AbcClass, ProductStatus } from './product.resource.ts';
export { productTypeNature } from './product-type.resource.ts';
