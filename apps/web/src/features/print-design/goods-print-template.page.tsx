import { Designer } from './Designer.tsx';

/** 商品打印模板 (hidden page): the designer for product labels only. */
export default function GoodsPrintTemplatePage() {
  return <Designer only="product-label" />;
}
