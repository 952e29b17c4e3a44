import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';
import { ToolStatus } from '../production/index.ts';

const l = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const code = (zh: string, en: string) => field.text(l(zh, en), { max: 30, unique: true, search: true });
const remark = () => field.textarea(l('备注', 'Remark'), { max: 200 });

/** Equipment status: the production tool statuses (in use, idle, under repair, scrapped). */
export const EquipmentStatus = ToolStatus;
/** A maintenance plan's cycle: every N days, or every N running hours of its equipment. */
export const MaintenanceCycle = { days: 1, hours: 2 } as const;
/** A machine's attached drive file (equipment_file.kind): a photo (a JPEG or PNG by its bytes) or any other document. */
export const EquipmentFileKind = { photo: 1, document: 2 } as const;

/**
 * The equipment ledger (设备台账): one record per machine, the master every maintenance and repair bill names
 * (`ext.equipment_id`). A production equipment record (work-centre view, production module) points at it through its
 * `equipment_id`; a machine bought as a fixed asset names its asset card. Running hours drive hour-based plans.
 */
export const equipmentResource = defineResource({
  name: 'equipment',
  table: 'equipment',
  label: l('设备', 'Equipment'),
  permission: resourcePermission('equipmentLedger', 'equipment'),
  fields: {
    code: code('设备编码', 'Equipment code'),
    name: field.text(l('设备名称', 'Equipment name'), { required: true, max: 50, search: true }),
    model: field.text(l('规格型号', 'Model'), { max: 100, search: true }),
    category: field.text(l('设备类别', 'Category'), { max: 50, search: true, filter: true }),
    department_id: field.ref(l('使用部门', 'Department'), 'departments'),
    location: field.text(l('安装位置', 'Location'), { max: 100 }),
    supplier_id: field.ref(l('供应商', 'Supplier'), 'partners', { list: false }),
    purchase_date: field.date(l('购置日期', 'Purchase date')),
    value: field.decimal(l('设备原值', 'Value'), 2),
    status: field.enum(l('状态', 'Status'), [
      { value: EquipmentStatus.inUse, label: l('在用', 'In use') },
      { value: EquipmentStatus.idle, label: l('闲置', 'Idle') },
      { value: EquipmentStatus.repair, label: l('维修中', 'Under repair') },
      { value: EquipmentStatus.scrapped, label: l('报废', 'Scrapped') },
    ], { default: EquipmentStatus.inUse }),
    asset_id: field.ref(l('固定资产卡片', 'Fixed-asset card'), 'fixed-assets', { list: false }),
    running_hours: field.decimal(l('累计运行小时', 'Running hours'), 4),
    img_urls: field.images(l('设备照片', 'Photos')),
    documents: field.textarea(l('技术资料', 'Documents'), { max: 2000 }),
    remark: remark(),
  },
  list: { columns: ['code', 'name', 'model', 'category', 'department_id', 'value', 'status'], defaultSort: ['code', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});

/** Maintenance projects (保养项目): what is done, its standard hours and the spare parts it usually needs. */
export const maintenanceProjectResource = defineResource({
  name: 'maintenance-projects',
  table: 'maintenance_project',
  label: l('保养项目', 'Maintenance items'),
  permission: resourcePermission('maintainProject', 'maintain_project'),
  fields: {
    code: code('项目编码', 'Item code'),
    name: field.text(l('项目名称', 'Item name'), { required: true, max: 50, search: true }),
    content: field.textarea(l('保养内容', 'What to do'), { max: 500, list: true }),
    standard_hours: field.decimal(l('标准工时(h)', 'Standard hours'), 4),
    spare_parts: field.textarea(l('所需备件', 'Spare parts'), { max: 500, list: true }),
    remark: remark(),
  },
  list: { columns: ['code', 'name', 'content', 'standard_hours', 'spare_parts'], defaultSort: ['code', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});

/**
 * The spare parts of a maintenance item (保养项目备件) as product rows: what one occasion uses. A plan's maintenance bill
 * gets them as its rows (issued from stock through the stock ledger when the bill is approved).
 */
export const maintenanceProjectPartResource = defineResource({
  name: 'maintenance-project-parts',
  table: 'maintenance_project_part',
  label: l('保养项目备件', 'Item spare parts'),
  permission: resourcePermission('maintainProject', 'maintain_project'),
  fields: {
    project_id: field.ref(l('保养项目', 'Maintenance item'), 'maintenance-projects', { required: true, owned: true }),
    product_id: field.ref(l('备件', 'Spare part'), 'products', { required: true }),
    quantity: field.decimal(l('数量', 'Quantity'), 4, { required: true, default: '1' }),
    sort: field.sort(),
    remark: remark(),
  },
  list: { columns: ['project_id', 'product_id', 'quantity', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: false,
});

/**
 * Maintenance plans (保养计划): one project on one machine, every `cycle_value` days from `start_date` or every
 * `cycle_value` running hours. `next_date` is the next due date (set from the start date, moved on by the plan job
 * after each bill); the job makes a maintenance bill per due date and tells the responsible person.
 */
export const maintenancePlanResource = defineResource({
  name: 'maintenance-plans',
  table: 'maintenance_plan',
  label: l('保养计划', 'Maintenance plans'),
  permission: resourcePermission('maintainPlan', 'maintain_plan'),
  fields: {
    code: code('计划编码', 'Plan code'),
    name: field.text(l('计划名称', 'Plan name'), { required: true, max: 50, search: true }),
    equipment_id: field.ref(l('设备', 'Equipment'), 'equipment', { required: true, search: true }),
    project_id: field.ref(l('保养项目', 'Maintenance item'), 'maintenance-projects', { required: true }),
    cycle_kind: field.enum(l('周期类型', 'Cycle'), [
      { value: MaintenanceCycle.days, label: l('按天数', 'Every N days') },
      { value: MaintenanceCycle.hours, label: l('按运行小时', 'Every N running hours') },
    ]),
    cycle_value: field.integer(l('周期', 'Every'), { required: true, default: 30 }),
    start_date: field.date(l('开始日期', 'Start date'), { required: true }),
    next_date: field.date(l('下次保养日期', 'Next due date')),
    last_hours: field.decimal(l('上次保养时运行小时', 'Hours at last maintenance'), 4, { list: false }),
    responsible_id: field.ref(l('负责人', 'Responsible'), 'employees'),
    status: field.switch(l('启用', 'Active')),
    remark: remark(),
  },
  list: { columns: ['name', 'equipment_id', 'cycle_kind', 'cycle_value', 'next_date', 'responsible_id', 'project_id'], defaultSort: ['code', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
