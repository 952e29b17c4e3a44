import { describe, expect, it } from 'vitest';
import { allPages, findNode, findPage, menuTree, pageOfFunction, parentsOf, routePath } from './index.ts';

const everyNode = menuTree.flatMap((s) => [s, ...s.menus, ...s.menus.flatMap((m) => m.pages)]);

/**
 * Every screen of SPEC §2 "Screens by area", line by line, by the route names the web app registers: a page dropped
 * from the tree (and so from GET /menus and the sidebar) fails here.
 */
const specScreensByLine: Record<string, string[]> = {
  'Login area': [], // public routes, not menu pages
  Home: ['dashboard', 'dashboardShortcut', 'dashboardTrade', 'dashboardReport'],
  Payroll: ['wageItem', 'wageReport', 'wagePaymentDetail', 'wageCostAllocation', 'payWages', 'wageAllocationSetting', 'taxRateSetting'],
  'Fixed assets': ['assetList', 'depreciationAccrual', 'depreciationTable', 'assetInventory', 'assetImport', 'assetInit'],
  'Stock operations': ['assemblyOrder', 'assemblyCostAllocation', 'splitOrder', 'splitCostAllocation', 'otherInBill', 'otherOutBill', 'lossGainOrder',
    'stocktake', 'stockTransfer', 'costAdjustment', 'billDetailQuery', 'historyBill', 'inStoreList', 'outStoreList', 'inventoryLedger', 'inventoryList'],
  'Approval and printing': ['billApproval', 'auditFlow', 'autoVoucherConfig', 'printSetting', 'printTemplateDesigner'],
  'Master data': ['expenseProject', 'expenseCategory', 'accountingItem', 'subjectList', 'currencyList', 'openingBalance', 'warehouseInit', 'unitList',
    'accountingPeriod', 'systemParam', 'accountingMethod', 'getSystemSetGuideList'],
  'Accounting checks': ['voucherCheck', 'checkList'],
  Purchasing: ['purchaseRequisition', 'purchaseEnquiry', 'supplierQuotation', 'purchaseOrder', 'purchaseBill', 'purchaseWarehousing', 'purchaseReturn',
    'purchasePayment', 'purchaseInvoice', 'purchaseQuery', 'purchaseAfterSale'],
  Selling: ['saleQuotation', 'customerEnquiry', 'saleBill', 'customerOrdering', 'saleOrder', 'saleDelivery', 'saleReturn', 'saleReceipt', 'saleInvoice',
    'saleQuery', 'promotion', 'customerOrderList', 'customerBillList', 'customerPayableDetail', 'saleAfterSale', 'saleAgreementPrice'],
  Warehousing: ['stockRecord', 'stockBillDetail', 'stockDifference', 'shelfProduct', 'inOutRecord', 'otherInBill', 'otherOutBill', 'callOutManage',
    'shelfList', 'warehouseList', 'logistics'],
  Product: ['goodsList', 'goodsDraft', 'goodsImport', 'smartClassification', 'bomList', 'bomImport', 'goodsRecycle', 'industryManage', 'goodsAssociation',
    'categoryList', 'customCategory', 'attributeList', 'goodsType', 'brandList', 'goodsPrice', 'goodsShare', 'goodsLabel', 'unitList', 'vehicleModel',
    'vehicleAssociation', 'vehicleGoodsImport'],
  Partners: ['customerList', 'supplierList', 'costPrice', 'partnerCategory', 'customerAccount', 'enterpriseLog'],
  Organization: ['staffList', 'departmentList', 'jobList', 'workAddress', 'approvalProcess', 'businessProcess', 'enterpriseCertification', 'enterpriseInfo',
    'fileDrive', 'enterpriseDeregistration', 'permissionGroup'],
  'Receivables and payables and finance': ['receivableBill', 'payableBill', 'receiptBill', 'paymentBill', 'otherReceiptBill', 'otherPaymentBill', 'cashFlow',
    'billProfit', 'assetLiability', 'stockDetail', 'stockSummary', 'outboundCostAccounting', 'voucherList', 'costVoucher', 'expenseManage', 'ledgerItem',
    'generalLedgerBook', 'accountantTools', 'productCostAccounting', 'verificationBill', 'generateVoucher', 'balanceSheet', 'profitStatement',
    'cashFlowStatement', 'subjectBalance'],
  Reports: ['purchaseReport', 'saleReport', 'warehouseReport', 'incomeExpenseReport', 'saleOrderReport', 'saleBillReport', 'grossProfitSummary',
    'grossProfitDetail', 'stockBalanceCostAnalysis', 'outboundCostAnalysis'],
  'Personal and other': ['loginLog', 'getMyEnterprises', 'getPersonalInfo', 'adminTransfer', 'personalAuth', 'billShare', 'dashboardShortcut', 'partnerShare',
    'downloadTask', 'frontBackCustomer', 'rechargeRecord', 'messageCenter'],
  'Shop and order centre': ['shopList', 'shopAccount', 'shopOrder', 'contractInfo'],
  'Equipment and quality': ['equipmentLedger', 'equipmentCard', 'maintainProject', 'maintainPlan', 'maintainBill', 'repairBill', 'fixtureLedger',
    'qualityProject', 'qualityScheme', 'qualityProblem', 'incomingCheck', 'processCheck', 'deliveryCheck'],
  Production: ['productionReturn', 'outsourcingPick', 'outsourcingReturn', 'outsourcingIn', 'productionCostAllocation', 'productionBill',
    'outsourcedProcessing', 'craft', 'process', 'fixture', 'productionEquipment', 'productionPlan', 'outsourcingPlan', 'workReport', 'processCard',
    'productionCostTable', 'productionPick', 'productionIn', 'completedCollection', 'wipCollection', 'outsourcingFeeBill', 'scrapBill',
    'productionBillQuery', 'outsourcingBillQuery', 'billConnector'],
  'Period-end': ['carryDownIncome', 'periodEndClose', 'businessPeriodClose', 'openingClose', 'getSystemWorkFloatList'],
  'Layout routes': ['messageCenter', 'setupCenter'],
};
/** Home's shortcut, trade and report entries are action rights on the home page (group 2), not pages of their own. */
const homeEntries = ['dashboardShortcut', 'dashboardTrade', 'dashboardReport'];
const specScreens = [...new Set(Object.values(specScreensByLine).flat())].filter((n) => !homeEntries.includes(n));

/** SPEC §2 hidden routes, in the order the spec lists them. */
const specHiddenRoutes = [
  'purchaseOrderDetail', 'purchaseRequirementPlan', 'stockDifferenceDetail', 'shelfProductImport',
  'stockChangeNumber', 'partnerGoodsSerial', 'goodsHistoryPrice', 'saleBillDetail', 'purchaseBillDetail', 'goodsPrintTemplate',
  'printerList', 'goodsCopyAuth', 'enterpriseGoodsAuth', 'costPriceSync', 'contactList', 'receivableDetail', 'payableDetail',
  'inventoryDetail', 'goodsAttribute', 'attributeValue', 'industryAttribute',
];

describe('the permission and menu tree', () => {
  it('has every menu area of SPEC §1 as a level-1 system, home first', () => {
    expect(menuTree.map((s) => s.name)).toEqual([
      'home', 'purchase', 'sales', 'storage', 'goods', 'partner', 'supplyChain', 'production', 'qualityEquipment',
      'receivable', 'finance', 'generalLedger', 'check', 'payroll', 'assets', 'report', 'shop', 'enterprise', 'personal', 'setup',
    ]);
    for (const s of menuTree) {
      expect(s.path).toBe(`/${s.module}`);
      expect(s.icon).toMatch(/^[A-Z]\w+(Outlined|Filled|TwoTone)$/);
      expect(s.menus.length).toBeGreaterThan(0);
    }
    expect(findNode('personal')?.module).toBe('center'); // SPEC §2: personal centre route path `center`
  });

  it('lists every screen of SPEC §2 as a real menu page', () => {
    const missing = specScreens.filter((name) => findPage(name)?.group !== 0);
    expect(missing).toEqual([]);
    for (const name of homeEntries) expect(findPage(name)?.group, name).toBe(2);
    expect(specScreens.length).toBeGreaterThan(200);
  });

  it('lists every hidden route of SPEC §2 as a group-1 page, hidden, not cached, not in the menu', () => {
    for (const name of specHiddenRoutes) {
      const p = findPage(name);
      expect(p, name).toBeDefined();
      expect(p).toMatchObject({ group: 1, hidden: true, noCache: true, menu: 0 });
      // A hidden page is reached from a page in the tree, whose rights it borrows.
      expect(p!.openedFrom.length, name).toBeGreaterThan(0);
      for (const owner of p!.openedFrom) expect(findPage(owner)?.group, `${name} ← ${owner}`).toBe(0);
    }
    expect(allPages().filter((p) => p.group === 1).map((p) => p.name).sort()).toEqual([...specHiddenRoutes].sort());
  });

  it('offers the stock-warning list in the menu to whoever opens the inventory list (SPEC §2 hid it; issue 12 item 6)', () => {
    expect(findPage('inventoryWarning')).toMatchObject({ group: 0, menu: 1, hidden: false, module: 'storage', openedFrom: ['inventoryList'] });
    const menu = menuTree.find((s) => s.name === 'storage')!.menus.find((m) => m.name === 'stockQueryMenu')!;
    expect(menu.pages.filter((p) => p.group === 0).map((p) => p.name).at(-1)).toBe('inventoryWarning');
  });

  it('gives every node a unique route name in camelCase', () => {
    const names = everyNode.map((n) => n.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const n of names) expect(n).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('gives every function code one page, in snake_case', () => {
    const codes = allPages().flatMap((p) => p.funs.map((f) => f.code));
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
    for (const c of codes) expect(c).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/);
    expect(pageOfFunction('purchase_order_add')?.name).toBe('purchaseOrder');
    expect(pageOfFunction('permission_group_edit')?.name).toBe('permissionGroup');
    expect(pageOfFunction('no_such_code')).toBeUndefined();
  });

  it('titles every node, function and column in Chinese and English', () => {
    const titled = [...everyNode, ...allPages().flatMap((p) => [...p.funs, ...p.cols])];
    for (const x of titled) {
      expect(x.title['zh-CN'], JSON.stringify(x)).toMatch(/[\u4e00-\u9fa5]/);
      expect(x.title['en-US'], JSON.stringify(x)).toMatch(/^[A-Z][\x20-\x7e]*$/);
    }
  });

  it('keeps the column keys of a page unique', () => {
    for (const p of allPages()) {
      const keys = p.cols.map((c) => c.key);
      expect(keys.filter((k, i) => keys.indexOf(k) !== i), p.name).toEqual([]);
    }
  });

  it('offers add/edit/delete/audit/reverse/void on documents and column rights on their lists', () => {
    const order = findPage('purchaseOrder')!;
    expect(order.funs.map((f) => f.code)).toEqual(expect.arrayContaining([
      'purchase_order_add', 'purchase_order_edit', 'purchase_order_del', 'purchase_order_audit', 'purchase_order_reverse', 'purchase_order_void',
    ]));
    expect(order.cols.map((c) => c.key)).toEqual(expect.arrayContaining(['bill_sn', 'partner_name', 'total_amount']));
    expect(order.cols.find((c) => c.key === 'partner_name')?.title).toEqual({ 'zh-CN': '供应商', 'en-US': 'Supplier' });
    expect(findPage('goodsList')!.cols.map((c) => c.key)).toEqual(expect.arrayContaining(['purchase_price', 'sale_price', 'cost_price']));
  });

  it('flags the pages SPEC §2 names: pinned uncached dashboard, shell routes, enterprise-91 tools', () => {
    expect(findPage('dashboard')).toMatchObject({ affix: true, noCache: true, everyone: true, shellRoute: true, path: '/dashboard' });
    expect(routePath(findPage('messageCenter')!)).toBe('/message/messageCenter');
    expect(routePath(findPage('setupCenter')!)).toBe('/setup/setupCenter');
    expect(findPage('setupCenter')!.onlyEnterpriseId).toBe(91);
    expect(routePath(findPage('purchaseOrder')!)).toBe('/purchase/purchaseOrder');
    expect(parentsOf(findPage('purchaseOrder')!)?.system.name).toBe('purchase');
  });

  it('marks group-2 entries as action-only: out of the menu, with function codes', () => {
    const entries = allPages().filter((p) => p.group === 2);
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) expect(e).toMatchObject({ menu: 0, hidden: false });
    for (const e of entries) expect(e.funs.length).toBeGreaterThan(0);
  });
});
