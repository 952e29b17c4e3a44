import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

const l = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const code = (zh: string, en: string) => field.text(l(zh, en), { max: 30, unique: true, search: true });
const remark = () => field.textarea(l('备注', 'Remark'), { max: 200 });

/** Fixture and equipment status: in use, idle, under repair, scrapped. */
export const ToolStatus = { inUse: 1, idle: 2, repair: 3, scrapped: 4 } as const;
const toolStatus = field.enum(l('状态', 'Status'), [
  { value: ToolStatus.inUse, label: l('在用', 'In use') },
  { value: ToolStatus.idle, label: l('闲置', 'Idle') },
  { value: ToolStatus.repair, label: l('维修', 'Under repair') },
  { value: ToolStatus.scrapped, label: l('报废', 'Scrapped') },
], { default: ToolStatus.inUse });

/**
 * Processes (工序): one operation of a routing — where it runs, its standard hours per unit and setup hours (standard
 * time = setup + run × quantity), its piece rate (计件单价, for piece wages later), whether it is sent out
 * (outsourced) and whether it is an inspection point.
 */
export const processResource = defineResource({
  name: 'processes',
  table: 'process',
  label: l('工序', 'Processes'),
  permission: resourcePermission('process', 'process'),
  fields: {
    code: code('工序编码', 'Process code'),
    name: field.text(l('工序名称', 'Process name'), { required: true, max: 50, unique: true, search: true }),
    work_centre: field.text(l('工作中心', 'Work centre'), { max: 50, search: true }),
    standard_hours: field.decimal(l('单件标准工时(h)', 'Standard hours per unit'), 4),
    setup_hours: field.decimal(l('准备工时(h)', 'Setup hours'), 4),
    piece_rate: field.decimal(l('计件单价', 'Piece rate'), 6),
    outsourced: field.switch(l('委外', 'Outsourced'), { default: 0 }),
    inspection: field.switch(l('检验点', 'Inspection point'), { default: 0 }),
    remark: remark(),
  },
  list: { columns: ['code', 'name', 'work_centre', 'standard_hours', 'setup_hours', 'piece_rate', 'outsourced', 'inspection', 'remark'], defaultSort: ['code', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});

/** Routings (工艺路线, menu page `craft`): the ordered processes that make one product; the steps are `routing-steps`. */
export const routingResource = defineResource({
  name: 'routings',
  table: 'routing',
  label: l('工艺路线', 'Routings'),
  permission: resourcePermission('craft', 'craft'),
  fields: {
    code: code('路线编码', 'Routing code'),
    name: field.text(l('路线名称', 'Routing name'), { required: true, max: 50, unique: true, search: true }),
    product_id: field.ref(l('产品', 'Product'), 'products', { required: true, search: true }),
    remark: remark(),
  },
  list: { columns: ['code', 'name', 'product_id', 'remark'], defaultSort: ['code', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});

/**
 * The steps of a routing, in `sequence` order (10, 20, …; unique per routing): the process, an override of its
 * standard hours (0 = the process's own) and whether this step is sent out. They belong to their routing (deleted
 * with it) and are edited on the craft page, as BOM rows are on theirs.
 */
export const routingStepResource = defineResource({
  name: 'routing-steps',
  table: 'routing_step',
  label: l('工艺步骤', 'Routing steps'),
  permission: resourcePermission('craft', 'craft'),
  fields: {
    routing_id: field.ref(l('工艺路线', 'Routing'), 'routings', { required: true, owned: true }),
    sequence: field.integer(l('顺序号', 'Sequence'), { required: true, default: 10 }),
    process_id: field.ref(l('工序', 'Process'), 'processes', { required: true }),
    standard_hours: field.decimal(l('标准工时(h)', 'Standard hours'), 4),
    outsourced: field.switch(l('委外', 'Outsourced'), { default: 0 }),
    remark: remark(),
  },
  list: { columns: ['routing_id', 'sequence', 'process_id', 'standard_hours', 'outsourced', 'remark'], defaultSort: ['sequence', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});

/** Fixtures (工装夹具): tooling kept for production, counted, with where it is and its status. */
export const fixtureResource = defineResource({
  name: 'fixtures',
  table: 'fixture',
  label: l('工装夹具', 'Fixtures'),
  permission: resourcePermission('fixture', 'fixture'),
  fields: {
    code: code('编码', 'Code'),
    name: field.text(l('名称', 'Name'), { required: true, max: 50, search: true }),
    spec: field.text(l('规格', 'Specification'), { max: 100, search: true }),
    quantity: field.decimal(l('数量', 'Quantity'), 4),
    status: toolStatus,
    location: field.text(l('存放位置', 'Location'), { max: 100 }),
    remark: remark(),
  },
  list: { columns: ['code', 'name', 'spec', 'quantity', 'status', 'location', 'remark'], defaultSort: ['code', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});

/**
 * Production equipment (生产设备): the machines of a work centre. `equipment_id` names the machine's record in the
 * equipment ledger (issue 18, `equipment`), where its maintenance and repairs are kept.
 */
export const productionEquipmentResource = defineResource({
  name: 'production-equipment',
  table: 'production_equipment',
  label: l('生产设备', 'Production equipment'),
  permission: resourcePermission('productionEquipment', 'production_equipment'),
  fields: {
    code: code('设备编码', 'Equipment code'),
    name: field.text(l('设备名称', 'Equipment name'), { required: true, max: 50, search: true }),
    model: field.text(l('型号', 'Model'), { max: 100, search: true }),
    work_centre: field.text(l('工作中心', 'Work centre'), { max: 50, search: true }),
    status: toolStatus,
    equipment_id: field.ref(l('设备台账', 'Equipment ledger'), 'equipment'),
    remark: remark(),
  },
  list: { columns: ['code', 'name', 'model', 'work_centre', 'status', 'equipment_id', 'remark'], defaultSort: ['code', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
