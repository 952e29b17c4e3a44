import { funs, menu, page, queryFuns, resourceFuns, system } from './build.ts';

/** Fixed assets (SPEC §2 "Fixed assets"): asset cards, depreciation, inventory counts, opening data. */
export const assets = system('assets', 'assets', 'PropertySafetyOutlined', '固定资产', 'Fixed assets', [
  menu('assetMenu', '资产管理', 'Assets', [
    page('assetList', '资产列表', 'Asset list', {
      funs: resourceFuns('asset', ['dispose', '处置', 'Dispose'], ['print', '打印卡片', 'Print card']),
    }),
    page('depreciationAccrual', '计提折旧', 'Depreciation accrual', { funs: funs('depreciation', ['accrue', '计提', 'Accrue'], ['undo', '撤销计提', 'Undo accrual']) }),
    page('depreciationTable', '折旧明细表', 'Depreciation table', { funs: queryFuns('depreciation_table') }),
    page('assetInventory', '资产盘点', 'Asset inventory', { funs: resourceFuns('asset_inventory', ['approve', '审批', 'Approve']) }),
    page('assetImport', '资产导入', 'Asset import', { funs: funs('asset_import', ['run', '导入', 'Import']) }),
    page('assetInit', '资产初始化', 'Asset initialization', { funs: funs('asset_init', 'edit', ['finish', '完成初始化', 'Finish initialization']) }),
  ]),
]);
