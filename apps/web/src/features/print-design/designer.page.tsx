import { Designer } from './Designer.tsx';

/** 打印模板设计: templates of every bill type, vouchers and product labels. */
export default function PrintTemplateDesignerPage() {
  return <Designer />;
}
