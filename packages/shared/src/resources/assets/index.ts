import { assetCategoryResource, depreciationMethods, methodField, type DepreciationMethodName } from './asset-category.resource.ts';
import { AssetStatus, AssetUsage, fixedAssetResource } from './fixed-asset.resource.ts';

/** Fixed assets (SPEC §2 "Fixed assets"): categories and asset cards. */
export const assetResources = [assetCategoryResource, fixedAssetResource];
export { assetCategoryResource, depreciationMethods, fixedAssetResource, methodField, AssetStatus, AssetUsage, type DepreciationMethodName };
