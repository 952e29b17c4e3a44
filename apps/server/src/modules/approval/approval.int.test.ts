import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let e: EnterpriseFixture;
let store: number;
let supplier: number;
let product: number;
let buyer: Awaited<ReturnType<typeof joinedMember>>;
let manager: Awaited<ReturnType<typeof joinedMember>>;
let managers: number;

beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '审批测试');
  store = (await t.database.db.selectFrom('warehouse').select('id').where('enterprise_id', '=', e.enterpriseId).executeTakeFirstOrThrow()).id;
  const unit = (await e.admin.client.get('/units')).data.list[0].id;
  supplier = (await e.admin.client.post('/partners', { type: 2, name: '审批供应商' })).data.id;
  product = (await e.admin.client.post('/products', { code: 'AP-1', name: '空气滤芯', unit_id: unit })).data.id;
  buyer = await joinedMember(t.client, e, '采购员');
  manager = await joinedMember(t.client, e, '采购经理');
  // Both may audit purchase bills (function code); the flow decides who approves which step.
  managers = (await e.admin.client.post('/permission-groups', { name: '采购组' })).data.id;
  expect((await e.admin.client.put(`/permission-groups/${managers}/pages`, { pages: [{ page: 'purchaseBill', funs: ['purchase_bill_add', 'purchase_bill_audit'] }] })).code).toBe(2000);
  expect((await e.admin.client.post(`/permission-groups/${managers}/employees`, { employee_ids: [buyer.employeeId, manager.employeeId] })).code).toBe(2000);
});
afterAll(async () => { await t?.close(); });

const stockOf = async () =>
  (await e.admin.client.get(`/stock/balances?product_id=${product}&warehouse_id=${store}`)).data.list[0]?.qty ?? '0.0000';
const newBill = async () =>
  (await e.admin.client.post('/bills/purchase-bills', { bill_date: '2026-11-10', partner_id: supplier, store_id: store, lines: [{ product_id: product, number: '2', price: '15' }] })).data.id as number;

describe('audit flow setup', () => {
  it('a two-step flow posts only on the second approval, by the right approver; a wrong approver gets 4003', async () => {
    const put = await e.admin.client.put('/audit-flows/purchase-bills', { steps: [{ employee_ids: [buyer.employeeId] }, { group_ids: [managers] }] });
    expect(put.code, put.msg).toBe(2000);
    const flow = (await e.admin.client.get('/audit-flows/purchase-bills')).data;
    expect(flow.steps).toEqual([
      { step: 1, employee_ids: [buyer.employeeId], group_ids: [], employees: [{ id: buyer.employeeId, name: '采购员' }], groups: [] },
      { step: 2, employee_ids: [], group_ids: [managers], employees: [], groups: [{ id: managers, name: '采购组' }] },
    ]);

    const id = await newBill();
    // Step 1 names the buyer only: the manager (in the group of step 2) and the admin are refused.
    expect(await manager.client.post(`/bills/purchase-bills/${id}/audit`, { action: 'audit' })).toMatchObject({ code: 4003, msg: '您不是当前审批步骤的审批人' });
    expect((await e.admin.client.post(`/bills/purchase-bills/${id}/audit`, { action: 'audit' })).code).toBe(4003);
    expect((await buyer.client.post(`/bills/purchase-bills/${id}/audit`, { action: 'audit' })).data).toEqual({ audit_status: 1, audit_step: 1 });
    expect(await stockOf()).toBe('0.0000');
    // Step 2 is the group's: the admin (not in it) is refused, the manager approves and the bill posts.
    expect((await e.admin.client.post(`/bills/purchase-bills/${id}/audit`, { action: 'audit' }, { language: 2 }))).toMatchObject({ code: 4003, msg: 'You are not an approver of the current approval step' });
    expect((await manager.client.post(`/bills/purchase-bills/${id}/audit`, { action: 'audit' })).data).toEqual({ audit_status: 2, audit_step: 2 });
    expect(await stockOf()).toBe('2.0000');
    const log = await t.database.db.selectFrom('bill_audit_log').select(['employee_id', 'step']).where('enterprise_id', '=', e.enterpriseId).where('bill_id', '=', id).orderBy('id').execute();
    expect(log).toEqual([{ employee_id: buyer.employeeId, step: 1 }, { employee_id: manager.employeeId, step: 2 }]);
  });

  it('changing the flow restarts bills half-way through it; an empty flow means one audit by anyone with the right', async () => {
    await e.admin.client.put('/audit-flows/purchase-bills', { steps: [{ employee_ids: [buyer.employeeId] }, { group_ids: [managers] }] });
    const id = await newBill();
    await buyer.client.post(`/bills/purchase-bills/${id}/audit`, { action: 'audit' });
    expect((await e.admin.client.put('/audit-flows/purchase-bills', { steps: [{ employee_ids: [manager.employeeId] }] })).code).toBe(2000);
    expect((await e.admin.client.get(`/bills/purchase-bills/${id}`)).data).toMatchObject({ audit_status: 1, audit_step: 0 });
    expect((await buyer.client.post(`/bills/purchase-bills/${id}/audit`, { action: 'audit' })).code).toBe(4003);
    expect((await manager.client.post(`/bills/purchase-bills/${id}/audit`, { action: 'audit' })).data).toEqual({ audit_status: 2, audit_step: 1 });

    expect((await e.admin.client.put('/audit-flows/purchase-bills', { steps: [] })).code).toBe(2000);
    const next = await newBill();
    expect((await buyer.client.post(`/bills/purchase-bills/${next}/audit`, { action: 'audit' })).data).toEqual({ audit_status: 2, audit_step: 0 });
  });

  it('bill approval lists the pending bills whose current step names me or my group', async () => {
    await e.admin.client.put('/audit-flows/purchase-bills', { steps: [{ employee_ids: [buyer.employeeId] }, { group_ids: [managers] }] });
    const id = await newBill();
    const bill = (await e.admin.client.get(`/bills/purchase-bills/${id}`)).data;
    // The admin (all pages) opens the list but is named in no step.
    expect((await e.admin.client.get('/bill-approvals')).data.total).toBe(0);
    await e.admin.client.put(`/permission-groups/${managers}/pages`, { pages: [{ page: 'purchaseBill', funs: ['purchase_bill_add', 'purchase_bill_audit'] }, { page: 'billApproval', funs: ['bill_approval_approve'] }] });
    const waiting = (await buyer.client.get('/bill-approvals')).data.list;
    expect(waiting.find((w: { id: number }) => w.id === id)).toMatchObject({ bill_sn: bill.bill_sn, type: 'purchase-bills', type_name: '采购单', partner_name: '审批供应商', total_amount: '30.00', step: 1, steps: 2 });
    expect((await manager.client.get('/bill-approvals')).data.list.some((w: { id: number }) => w.id === id)).toBe(false);
    await buyer.client.post(`/bills/purchase-bills/${id}/audit`, { action: 'audit' });
    // The buyer is in the group too, so step 2 waits for either of them.
    expect((await buyer.client.get('/bill-approvals')).data.list.find((w: { id: number }) => w.id === id)).toMatchObject({ step: 2 });
    expect((await manager.client.get('/bill-approvals')).data.list.find((w: { id: number }) => w.id === id)).toMatchObject({ step: 2, steps: 2 });
    await manager.client.post(`/bills/purchase-bills/${id}/audit`, { action: 'audit' });
    expect((await manager.client.get('/bill-approvals')).data.list.some((w: { id: number }) => w.id === id)).toBe(false);
  });

  it('lists every bill type with its steps, refuses empty steps and approvers of another enterprise, needs the page’s rights', async () => {
    const list = (await e.admin.client.get('/audit-flows', { language: 2 })).data.list;
    expect(list.find((f: { bill_type: string }) => f.bill_type === 'sale-bills')).toMatchObject({ name: 'Sales bill', steps: [] });
    expect((await e.admin.client.put('/audit-flows/purchase-bills', { steps: [{ employee_ids: [], group_ids: [] }] })).data.fields).toEqual({ 'steps.0': '每个审批步骤至少需要一位审批人或一个权限组' });
    const other = await enterpriseWithAdmin(t.client, '别家');
    const outsider = await joinedMember(t.client, other, '外人');
    expect((await e.admin.client.put('/audit-flows/sale-bills', { steps: [{ employee_ids: [outsider.employeeId] }] })).data.fields).toEqual({ 'steps.0.employee_ids': '所选记录不存在' });
    expect((await e.admin.client.put('/audit-flows/no-such-bills', { steps: [] })).code).toBe(4004);
    expect((await buyer.client.put('/audit-flows/purchase-bills', { steps: [] })).code).toBe(4003);
    expect((await buyer.client.get('/audit-flows')).code).toBe(4003);
    // Another enterprise sees its own (empty) flows, not ours.
    await e.admin.client.put('/audit-flows/purchase-bills', { steps: [{ group_ids: [managers] }] });
    const theirs = (await other.admin.client.get('/audit-flows/purchase-bills')).data;
    expect(theirs.steps).toEqual([]);
  });

  it('the organisation’s approval process page edits the same flows with its own function codes', async () => {
    const clerk = await joinedMember(t.client, e, '行政');
    const group = (await e.admin.client.post('/permission-groups', { name: '行政组' })).data.id;
    await e.admin.client.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'approvalProcess', funs: ['approval_process_edit'] }] });
    await e.admin.client.post(`/permission-groups/${group}/employees`, { employee_ids: [clerk.employeeId] });
    expect((await clerk.client.get('/audit-flows')).code).toBe(2000);
    expect((await clerk.client.put('/audit-flows/other-outs', { steps: [{ employee_ids: [clerk.employeeId] }] })).code).toBe(2000);
    expect((await e.admin.client.get('/audit-flows/other-outs')).data.steps).toEqual([expect.objectContaining({ employee_ids: [clerk.employeeId] })]);
  });
});
