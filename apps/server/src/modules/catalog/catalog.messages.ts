import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the catalog module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const catalogMessages = defineMessages({
  'catalog.ratioPositive': ['换算比例必须大于0', 'The conversion ratio must be greater than 0'],
  'catalog.unitIsBase': ['基本单位无需设置换算比例', 'The base unit needs no conversion ratio'],
  'catalog.associateSelf': ['商品不能与自身关联', 'A product cannot be associated with itself'],
  'catalog.bomSelf': ['成品不能作为自己的组件', 'A product cannot be a component of itself'],
  'catalog.bomCycle': ['该组件的物料清单中已用到此成品，二者不能互为组件', 'This component already needs the finished product in its own BOM; they cannot contain each other'],
  'catalog.shareSelf': ['不能授权给本企业', 'You cannot grant your own enterprise'],
  'catalog.abcBasis': ['按库存价值（采购价 × 最高库存）排序，销售数据积累后改为按销售额', 'Ranked by stock value (purchase price × maximum stock) until sales data exists'],
  'catalog.fitmentSheet': ['车型商品', 'Vehicle products'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof catalogMessages, true> {}
}
