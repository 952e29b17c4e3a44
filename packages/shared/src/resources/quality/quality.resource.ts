import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

const l = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const code = (zh: string, en: string) => field.text(l(zh, en), { max: 30, unique: true, search: true });
const remark = () => field.textarea(l('备注', 'Remark'), { max: 200 });

/** A check item measures a value between limits, or passes or fails. */
export const QualityItemKind = { measured: 1, passFail: 2 } as const;
/** Which check a scheme is for: incoming (来料), process (工序), delivery (出货). */
export const CheckKind = { incoming: 1, process: 2, delivery: 3 } as const;
/** How much of a lot is checked: every unit, a fixed count, or a percentage. */
export const Sampling = { full: 1, count: 2, percent: 3 } as const;

/** Check items (质检项目): what is checked and, for a measured value, its standard and limits. */
export const qualityProjectResource = defineResource({
  name: 'quality-projects',
  table: 'quality_project',
  label: l('质检项目', 'Inspection items'),
  permission: resourcePermission('qualityProject', 'quality_project'),
  fields: {
    code: code('项目编码', 'Item code'),
    name: field.text(l('项目名称', 'Item name'), { required: true, max: 50, unique: true, search: true }),
    kind: field.enum(l('检验方式', 'Result type'), [
      { value: QualityItemKind.measured, label: l('测量值', 'Measured value') },
      { value: QualityItemKind.passFail, label: l('合格/不合格', 'Pass / fail') },
    ], { default: QualityItemKind.measured }),
    unit: field.text(l('计量单位', 'Unit'), { max: 20 }),
    standard: field.decimal(l('标准值', 'Standard'), 4),
    lower_limit: field.decimal(l('下限', 'Lower limit'), 4),
    upper_limit: field.decimal(l('上限', 'Upper limit'), 4),
    method: field.text(l('检验方法', 'Method'), { max: 100 }),
    remark: remark(),
  },
  list: { columns: ['code', 'name', 'kind', 'unit', 'standard', 'lower_limit', 'upper_limit', 'method', 'remark'], defaultSort: ['code', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});

/**
 * Check schemes (质检方案): for one product or a product category, which check, how much is sampled, and the items
 * (`quality-scheme-items`). Whether a product must wait for a check is the product's own flag (incoming_check,
 * delivery_check); the scheme says how it is checked.
 */
export const qualitySchemeResource = defineResource({
  name: 'quality-schemes',
  table: 'quality_scheme',
  label: l('质检方案', 'Inspection schemes'),
  permission: resourcePermission('qualityScheme', 'quality_scheme'),
  fields: {
    code: code('方案编码', 'Scheme code'),
    name: field.text(l('方案名称', 'Scheme name'), { required: true, max: 50, unique: true, search: true }),
    check_kind: field.enum(l('检验类型', 'Check'), [
      { value: CheckKind.incoming, label: l('来料检验', 'Incoming') },
      { value: CheckKind.process, label: l('工序检验', 'Process') },
      { value: CheckKind.delivery, label: l('出货检验', 'Delivery') },
    ], { default: CheckKind.incoming }),
    product_id: field.ref(l('商品', 'Product'), 'products'),
    category_id: field.ref(l('商品分类', 'Category'), 'product-categories'),
    sampling: field.enum(l('抽样方式', 'Sampling'), [
      { value: Sampling.full, label: l('全检', 'Every unit') },
      { value: Sampling.count, label: l('固定数量', 'Fixed count') },
      { value: Sampling.percent, label: l('按比例(%)', 'Percentage') },
    ], { default: Sampling.full }),
    sample_value: field.decimal(l('抽样数/比例', 'Count / percent'), 4),
    status: field.switch(l('启用', 'Enabled')),
    remark: remark(),
  },
  list: { columns: ['code', 'name', 'check_kind', 'product_id', 'category_id', 'sampling', 'sample_value', 'status', 'remark'], defaultSort: ['code', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});

/** The items of a scheme, in `sort` order; they belong to their scheme (deleted with it). */
export const qualitySchemeItemResource = defineResource({
  name: 'quality-scheme-items',
  table: 'quality_scheme_item',
  label: l('方案检验项目', 'Scheme items'),
  permission: resourcePermission('qualityScheme', 'quality_scheme'),
  fields: {
    scheme_id: field.ref(l('质检方案', 'Scheme'), 'quality-schemes', { required: true, owned: true }),
    project_id: field.ref(l('质检项目', 'Inspection item'), 'quality-projects', { required: true }),
    sort: field.sort(),
    remark: remark(),
  },
  list: { columns: ['scheme_id', 'project_id', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: false,
});

/** Quality problems (质量问题): the defect register — what, which product and supplier, cause, action, open or closed. */
export const qualityProblemResource = defineResource({
  name: 'quality-problems',
  table: 'quality_problem',
  label: l('质量问题', 'Quality problems'),
  permission: resourcePermission('qualityProblem', 'quality_problem'),
  fields: {
    code: code('问题编号', 'Problem no.'),
    title: field.text(l('问题描述', 'Problem'), { required: true, max: 100, search: true }),
    found_date: field.date(l('发现日期', 'Found on')),
    product_id: field.ref(l('商品', 'Product'), 'products'),
    partner_id: field.ref(l('供应商', 'Supplier'), 'partners'),
    severity: field.enum(l('严重程度', 'Severity'), [
      { value: 1, label: l('轻微', 'Minor') },
      { value: 2, label: l('一般', 'Major') },
      { value: 3, label: l('严重', 'Critical') },
    ], { default: 2 }),
    cause: field.textarea(l('原因分析', 'Cause'), { max: 500 }),
    action: field.textarea(l('处理措施', 'Action'), { max: 500 }),
    status: field.enum(l('状态', 'Status'), [
      { value: 1, label: l('处理中', 'Open') },
      { value: 2, label: l('已关闭', 'Closed') },
    ], { default: 1 }),
    remark: remark(),
  },
  list: { columns: ['code', 'title', 'found_date', 'product_id', 'partner_id', 'severity', 'status'], defaultSort: ['code', 'desc'] },
  deleteMode: 'hard',
  importExport: true,
});
