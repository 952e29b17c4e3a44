import { billColumns } from './columns.ts';
import { billFuns, funs, menu, page, queryFuns, resourceFuns, system } from './build.ts';

/** Production centre (SPEC §2 "Production"): base data, plans, production and outsourcing bills, costing. */
export const production = system('production', 'production', 'BuildOutlined', '生产中心', 'Production centre', [
  menu('productionBaseMenu', '生产资料', 'Production master data', [
    page('craft', '工艺路线', 'Crafts', { funs: resourceFuns('craft') }),
    page('process', '工序', 'Processes', { funs: resourceFuns('process') }),
    page('fixture', '工装夹具', 'Fixtures', { funs: resourceFuns('fixture') }),
    page('productionEquipment', '生产设备', 'Production equipment', { funs: resourceFuns('production_equipment') }),
    page('processCard', '工序流转卡', 'Process cards', { funs: resourceFuns('process_card', ['print', '打印', 'Print']) }),
  ]),
  menu('productionPlanMenu', '生产计划', 'Planning', [
    page('productionPlan', '生产计划', 'Production plans', { funs: billFuns('production_plan'), cols: billColumns('none') }),
    page('outsourcingPlan', '委外计划', 'Outsourcing plans', { funs: billFuns('outsourcing_plan'), cols: billColumns('supplier') }),
  ]),
  menu('productionBillMenu', '生产业务', 'Production', [
    page('productionBill', '生产单', 'Production bills', { funs: billFuns('production_bill', ['finish', '完工', 'Finish']), cols: billColumns('none') }),
    page('productionPick', '生产领料单', 'Production picking', { funs: billFuns('production_pick'), cols: billColumns('none') }),
    page('productionSupplement', '生产补料单', 'Production supplementary issues', { funs: billFuns('production_supplement'), cols: billColumns('none') }),
    page('productionReturn', '生产退料单', 'Production returns', { funs: billFuns('production_return'), cols: billColumns('none') }),
    page('productionIn', '生产入库单', 'Production stock-in', { funs: billFuns('production_in'), cols: billColumns('none') }),
    page('workReport', '报工单', 'Work reports', { funs: billFuns('work_report'), cols: billColumns('none') }),
    page('scrapBill', '报废单', 'Scrap bills', { funs: billFuns('scrap'), cols: billColumns('none') }),
    page('billConnector', '单据衔接', 'Bill connector', { funs: funs('bill_connector', 'edit') }),
  ]),
  menu('outsourcingMenu', '委外加工', 'Outsourcing', [
    page('outsourcedProcessing', '委外加工单', 'Outsourced processing', { funs: billFuns('outsourced_processing'), cols: billColumns('supplier') }),
    page('outsourcingPick', '委外领料单', 'Outsourcing picking', { funs: billFuns('outsourcing_pick'), cols: billColumns('supplier') }),
    page('outsourcingSupplement', '委外补料单', 'Outsourcing supplementary picks', { funs: billFuns('outsourcing_supplement'), cols: billColumns('supplier') }),
    page('outsourcingReturn', '委外退料单', 'Outsourcing returns', { funs: billFuns('outsourcing_return'), cols: billColumns('supplier') }),
    page('outsourcingIn', '委外入库单', 'Outsourcing stock-in', { funs: billFuns('outsourcing_in'), cols: billColumns('supplier') }),
    page('outsourcingFeeBill', '委外费用单', 'Outsourcing fee bills', { funs: billFuns('outsourcing_fee'), cols: billColumns('supplier') }),
  ]),
  menu('productionCostMenu', '生产成本', 'Production costing', [
    page('productionCostAllocation', '生产成本分摊', 'Production cost allocation', { funs: funs('production_cost_allocation', 'edit', ['run', '执行分摊', 'Allocate'], 'export') }),
    page('completedCollection', '完工归集', 'Completed collection', { funs: funs('completed_collection', ['run', '执行归集', 'Collect'], 'export') }),
    page('wipCollection', '在产品归集', 'Work-in-process collection', { funs: funs('wip_collection', ['run', '执行归集', 'Collect'], 'export') }),
    page('productionCostTable', '生产成本表', 'Production cost tables', { funs: queryFuns('production_cost_table') }),
  ]),
  menu('productionQueryMenu', '生产查询', 'Production queries', [
    page('productionBillQuery', '生产单据查询', 'Production bill query', { funs: queryFuns('production_bill_query'), cols: billColumns('none') }),
    page('outsourcingBillQuery', '委外单据查询', 'Outsourcing bill query', { funs: queryFuns('outsourcing_bill_query'), cols: billColumns('supplier') }),
  ]),
]);
