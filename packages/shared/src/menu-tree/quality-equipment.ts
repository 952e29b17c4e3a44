import { billColumns } from './columns.ts';
import { billFuns, menu, page, resourceFuns, system } from './build.ts';

/** Equipment and quality (SPEC §2 "Equipment and quality"): equipment ledger and maintenance, quality checks. */
export const qualityEquipment = system('qualityEquipment', 'quality', 'SafetyCertificateOutlined', '设备与质量', 'Equipment and quality', [
  menu('equipmentMenu', '设备管理', 'Equipment', [
    page('equipmentLedger', '设备台账', 'Equipment ledger', { funs: resourceFuns('equipment') }),
    page('equipmentCard', '设备卡片', 'Equipment cards', { funs: resourceFuns('equipment_card', ['print', '打印', 'Print']) }),
    page('maintainProject', '保养项目', 'Maintenance items', { funs: resourceFuns('maintain_project') }),
    page('maintainPlan', '保养计划', 'Maintenance plans', { funs: resourceFuns('maintain_plan') }),
    page('maintainBill', '保养单', 'Maintenance bills', { funs: billFuns('maintain_bill'), cols: billColumns('none') }),
    page('repairBill', '维修单', 'Repair bills', { funs: billFuns('repair_bill'), cols: billColumns('none') }),
    page('fixtureLedger', '工装台账', 'Fixture ledger', { funs: resourceFuns('fixture_ledger') }),
  ]),
  menu('qualityMenu', '质量管理', 'Quality', [
    page('qualityProject', '质检项目', 'Inspection items', { funs: resourceFuns('quality_project') }),
    page('qualityScheme', '质检方案', 'Inspection schemes', { funs: resourceFuns('quality_scheme') }),
    page('qualityProblem', '质量问题', 'Quality problems', { funs: resourceFuns('quality_problem') }),
    page('incomingCheck', '来料检验单', 'Incoming inspections', { funs: billFuns('incoming_check'), cols: billColumns('supplier') }),
    page('processCheck', '工序检验单', 'Process inspections', { funs: billFuns('process_check'), cols: billColumns('none') }),
    page('deliveryCheck', '出货检验单', 'Delivery inspections', { funs: billFuns('delivery_check'), cols: billColumns('customer') }),
  ]),
]);
