import { Decimal } from '@zf/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedMember } from '../testing/enterprises.ts';
import { firstIdOf, routeCalls, type RouteCall } from '../testing/route-params.ts';
import { bodyFor, type JsonSchema } from '../testing/schema-body.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../testing/trading-books.ts';

/**
 * Tenant-isolation matrix (ISSUE 11 item 7, ARCHITECTURE §4): enterprise B's administrator calls every enterprise
 * route of the running app with enterprise A's ids — in the path and in every id field of the body, built from the
 * route's schema in the OpenAPI document. No answer carries A's data, A's rows are the same afterwards (a fingerprint
 * of every table with an enterprise_id, and A's enterprise row), and B's own views show nothing of A afterwards, so
 * nothing B tried linked a row of A into B's books.
 */
let t: TestApp;
let a: TradingBooks;
let b: TradingBooks;
const marker = 'ZF甲方隔离';
const aIds: Record<string, number> = {};
const aBills: Record<string, number[]> = {};
const bBills: Record<string, number[]> = {};

/** A's prices and the amounts of its documents: figures no row of B carries. */
const aFigures = ['37.19', '58.73', '74.38', '117.46'].map((f) => new Decimal(f));

/** Every value of an answer that names something of A or carries one of A's figures. */
function aDataIn(value: unknown, path = 'data', out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v, i) => aDataIn(v, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) aDataIn(v, `${path}.${k}`, out);
  else if (typeof value === 'string' && value.includes(marker)) out.push(`${path} = ${value}`);
  else if ((typeof value === 'string' && /^-?\d+\.\d+$/.test(value)) && aFigures.some((f) => f.eq(value))) out.push(`${path} = ${value}`);
  return out;
}

/** A digest of every row of A: each tenant table's rows, A's enterprise row and its members' user rows. */
// Report month summaries (0390) are fingerprinted: only A's own report reads build them (its id lookups, made before
// the first fingerprint) and the hourly summary job, which runs when the app starts, before A has any bill.
const systemCaches = new Set(['stock_close', 'stock_close_balance', 'stock_close_move', 'stock_history_change']);

async function fingerprintOf(enterpriseId: number): Promise<Record<string, string>> {
  const db = t.database.db;
  const { rows: tables } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'enterprise_id' ORDER BY table_name`.execute(db);
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    // Month-end stock closes are a cache the job runner builds on its own schedule for every enterprise; one built
    // for A while the sweep runs (it takes minutes on a busy machine) is no change made by B.
    if (systemCaches.has(table_name)) continue;
    const { rows } = await sql<{ n: string; digest: string | null }>`
      SELECT count(*) AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS digest FROM ${sql.table(table_name)} x WHERE x.enterprise_id = ${enterpriseId}`.execute(db);
    out[table_name] = `${rows[0]!.n}:${rows[0]!.digest ?? ''}`;
  }
  const own = await sql<{ digest: string }>`SELECT md5(e::text) AS digest FROM enterprise e WHERE e.id = ${enterpriseId}`.execute(db);
  out.enterprise = own.rows[0]!.digest;
  const users = await sql<{ digest: string | null }>`
    SELECT md5(string_agg(u::text, '|' ORDER BY u.id)) AS digest FROM app_user u WHERE u.id IN (SELECT user_id FROM employee WHERE enterprise_id = ${enterpriseId})`.execute(db);
  out.members = users.rows[0]!.digest ?? '';
  return out;
}

async function books(name: string, bills: Record<string, number[]>, prices: { buy: string; sell: string }) {
  const e = await tradingBooks(t, name);
  const admin = e.admin.client;
  const product = await e.product(`${name}商品`, { purchase_price: prices.buy, sale_price: prices.sell });
  const line = (price: string) => ({ lines: [{ product_id: product, number: '2', price }] });
  const add = (type: string, id: number) => { (bills[type] ??= []).push(id); };
  add('purchase-orders', (await e.bill('purchase-orders', { partner_id: e.supplier, ...line(prices.buy) })).id);
  add('purchase-bills', (await e.posted('purchase-bills', { partner_id: e.supplier, ...line(prices.buy) })).id);
  const purchaseLine = (await admin.get(`/bills/purchase-bills/${bills['purchase-bills']![0]}`)).data.lines[0].id as number;
  add('purchase-invoices', (await e.posted('purchase-invoices', {
    partner_id: e.supplier, ext: { invoice_no: `${name}-0001`.slice(-20), invoice_date: '2026-11-10' }, lines: [{ product_id: product, number: '1', source_line_id: purchaseLine }],
  })).id);
  add('sale-orders', (await e.bill('sale-orders', { partner_id: e.customer, ...line(prices.sell) })).id);
  add('sale-bills', (await e.posted('sale-bills', { partner_id: e.customer, ...line(prices.sell) })).id);
  add('sale-quotations', (await e.bill('sale-quotations', { partner_id: e.customer, ...line(prices.sell) })).id);
  // Finance centre: an expense paid from a settlement account (cash journal, expense bills, the overview).
  const account = (await admin.post('/settlement-accounts', { name: `${name}账户`, account_type: 2 })).data.id as number;
  const category = (await admin.post('/expense-categories', { name: `${name}费用`, direction: 1 })).data.id as number;
  add('expense-bills', (await e.posted('expense-bills', { ext: { settle: 'cash' }, money_lines: [{ account_id: account, category_id: category, amount: prices.sell }] })).id);
  // Outsourcing: an approved order of the product from a BOM component, and its pick (the supplier's 委外仓 is made).
  const component = await e.product(`${name}材料`, { purchase_price: prices.buy });
  await admin.post('/boms', { product_id: product, component_id: component, quantity: '1', loss_rate: '0' });
  await e.posted('purchase-bills', { partner_id: e.supplier, lines: [{ product_id: component, number: '2', price: prices.buy }] });
  const order = await e.posted('outsourcing-orders', { partner_id: e.supplier, ext: { product_id: product, quantity: '2', fee_price: '1' }, lines: [{ product_id: component, number: '2' }] });
  add('outsourcing-orders', order.id);
  const pick = (await admin.post(`/outsourcing/orders/${order.id}/picks/draft`, {})).data;
  add('outsourcing-picks', (await e.posted('outsourcing-picks', { ...pick, bill_date: '2026-11-10' })).id);
  await admin.post('/price-levels', { name: `${name}批发价`, rate: '0.9' });
  await admin.post('/cost-prices', { partner_id: e.supplier, product_id: product, cost_price: '9' });
  await admin.post('/sale-agreement-prices', { partner_id: e.customer, product_id: product, price: '14' });
  await admin.post('/promotions', { name: `${name}促销`, kind: 1, product_id: product, price: '13', date_from: '2026-11-01', date_to: '2026-11-30', status: 1 });
  // Equipment (issue 18): a machine with a document in the drive; B aims at A's link by its id (fixed routes below).
  const machine = (await admin.post('/equipment', { code: 'SB-001', name: `${name}设备` })).data.id as number;
  const equipmentFile = (await admin.upload(`/equipment/${machine}/files`, Buffer.from(`${name}说明书`), `${name}说明书.txt`)).data.id as number;
  await admin.post('/brands', { name: `${name}品牌` });
  await admin.post('/departments', { name: `${name}部门` });
  const staff = await joinedMember(t.client, e, `${name}员工`);
  const group = (await admin.post('/permission-groups', { name: `${name}权限组` })).data.id as number;
  await admin.post(`/permission-groups/${group}/employees`, { employee_ids: [staff.employeeId] });
  return { e, product, staff: staff.employeeId, group, equipmentFile };
}

beforeAll(async () => {
  t = await createTestApp();
  const victim = await books(marker, aBills, { buy: '37.19', sell: '58.73' });
  a = victim.e;
  const line = (await a.admin.client.get(`/bills/sale-orders/${aBills['sale-orders']![0]}`)).data.lines[0].id as number;
  Object.assign(aIds, { product: victim.product, staff: victim.staff, group: victim.group, line, equipmentFile: victim.equipmentFile });
  b = (await books('ZF乙方', bBills, { buy: '10', sell: '15' })).e;
  await a.admin.client.post('/shelves', { name: `${marker}货架`, warehouse_id: a.store });
  await a.admin.client.post('/logistics-companies', { name: `${marker}物流` });
  await a.admin.client.post('/expense-projects', { name: `${marker}项目` });
  for (const table of new Set([...Object.values(referenceTables), ...Object.values(columnTargets)])) {
    const { rows } = await sql<{ id: number | null }>`SELECT min(id) AS id FROM ${sql.table(table)} WHERE enterprise_id = ${a.enterpriseId}`.execute(t.database.db);
    if (rows[0]?.id != null) aRefs[table] = Number(rows[0].id);
  }
}, 180_000);

/**
 * Rows of B that name a row of A: every column of a tenant table named after a reference table (`department_id`,
 * `store_id`…) holding an id that belongs to A there. A body's foreign id must be refused, never stored.
 */
async function foreignReferencesIn(enterpriseId: number, other: number): Promise<string[]> {
  const db = t.database.db;
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    WHERE c.table_schema = 'public' AND c.column_name LIKE '%\_id' AND c.data_type IN ('integer', 'bigint')
      AND EXISTS (SELECT 1 FROM information_schema.columns e WHERE e.table_schema = 'public' AND e.table_name = c.table_name AND e.column_name = 'enterprise_id')
    ORDER BY c.table_name, c.column_name`.execute(db);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const target = columnTargets[`${table_name}.${column_name}`] ?? referenceTables[column_name.replace(/_id$/, '')];
    if (!target || (target === table_name && column_name === 'id')) continue;
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ${sql.table(table_name)} x WHERE x.enterprise_id = ${enterpriseId}
        AND ${sql.ref(`x.${column_name}`)} IN (SELECT id FROM ${sql.table(target)} WHERE enterprise_id = ${other})
        AND ${sql.ref(`x.${column_name}`)} NOT IN (SELECT id FROM ${sql.table(target)} WHERE enterprise_id = ${enterpriseId})`.execute(db);
    if (Number(rows[0]!.n)) found.push(`${table_name}.${column_name} → ${target} of A (${rows[0]!.n})`);
  }
  return found;
}
afterAll(async () => { await t?.close(); });

/** Routes that answer nothing without a date range: called over the month A's and B's documents are dated in. */
const month = { '?': 'date_from=2026-11-01&date_to=2026-11-30' };
const periodRoutes: Record<string, Array<Record<string, string | number>>> = {
  'GET /api/v1/finance/cash-flow': [month],
  'GET /api/v1/finance/cash-flow/export': [month],
  'GET /api/v1/finance/tools/period-balances': [{ '?': 'period_from=2026-11&period_to=2026-11' }],
  'GET /api/v1/finance/stock-summary': [{ '?': 'period=2026-11' }],
  'GET /api/v1/finance/stock-detail': [{ '?': 'period=2026-11' }],
  'GET /api/v1/finance/asset-liability': [{ '?': 'period=2026-11' }],
};

/**
 * Body fields naming master data, by the table they refer to (issue 29 item 6): the matrix sends A's row of that
 * table, and afterwards no row of B may hold an id of A's rows there.
 */
const referenceTables: Record<string, string> = {
  department: 'department', warehouse: 'warehouse', store: 'warehouse', in_store: 'warehouse', out_store: 'warehouse',
  inspection_warehouse: 'warehouse', reject_warehouse: 'warehouse', partner: 'partner', supplier: 'partner', customer: 'partner',
  supplier_partner: 'partner', product: 'product', component: 'product', from_product: 'product', to_product: 'product', related: 'product',
  employee: 'employee', principal: 'employee', maker: 'employee', responsible: 'employee', salesperson: 'employee',
  unit: 'unit', brand: 'brand', currency: 'currency', settlement_account: 'settlement_account', account: 'settlement_account',
  position: 'job_position', permission_group: 'permission_group', group: 'permission_group', shelf: 'shelf', asset: 'fixed_asset',
  equipment: 'equipment', logistics: 'logistics_company', price_level: 'price_level', project: 'expense_project',
};
/** Columns whose name says less than their table: a vehicle range's brand is a vehicle brand, not a product brand. */
const columnTargets: Record<string, string> = { 'vehicle_range.brand_id': 'vehicle_brand', 'vehicle_model.brand_id': 'vehicle_brand' };
/** A's first row of each reference table (looked up once A's books are made). */
const aRefs: Record<string, number> = {};

/** The id of A that a body field names: A's row of the kind the field refers to, else the route's own resource. */
function idOfA(field: string, ownId: number | undefined): number {
  const f = field.replace(/_ids?$/, '');
  const table = referenceTables[f];
  if (table && aRefs[table] !== undefined) return aRefs[table];
  if (/product|related/.test(f)) return aIds.product!;
  if (/partner|supplier|customer/.test(f)) return a.customer;
  if (/store|warehouse/.test(f)) return a.store;
  if (f === 'unit') return a.unit;
  if (/enterprise/.test(f)) return a.enterpriseId;
  if (/employee|principal/.test(f)) return aIds.staff!;
  if (/group/.test(f)) return aIds.group!;
  if (/line/.test(f)) return aIds.line!;
  if (/bill/.test(f)) return aBills['purchase-orders']![0]!;
  return ownId ?? aIds.product!;
}

/** A's id of the resource a route acts on: the first row of the longest list path the route's path starts with. */
async function ownIdOf(path: string): Promise<number | undefined> {
  const parts = path.split('?')[0]!.split('/').filter(Boolean);
  for (let n = parts.length; n >= 1; n--) {
    if (/^\d+$/.test(parts[n - 1]!)) return Number(parts[n - 1]);
    const id = await firstIdOf(a.admin.client, `/${parts.slice(0, n).join('/')}`);
    if (id !== undefined) return id;
  }
  return undefined;
}

/** B's session ends on some routes (logout, switching enterprise): log in again and select B before going on. */
async function keepBSignedIn() {
  const info = await b.admin.client.get('/enterprise/info');
  if (info.code === 2000 && info.data.enterprise_id === b.enterpriseId) return;
  const login = await t.client.post('/auth/login', { phone: b.admin.phone, password: b.admin.password });
  b.admin.client = t.client.withToken(login.data.token);
  await b.admin.client.post('/enterprises/select', { enterprise_id: b.enterpriseId });
}

describe('tenant-isolation matrix over every route', () => {
  it('B calling every route with A\'s ids never reads or changes A', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };
    const routes = t.app.routeCatalogue.filter((r) => r.url.startsWith('/api/v1/') && r.access.auth !== 'public' && !r.url.startsWith('/api/v1/dev/'));
    const fallback = { id: aIds.product!, type: 'sale-bills', bill_type: 'sale-bills', name: 'sale', enterprise_id: a.enterpriseId, key: 'missing.xlsx' };
    // Invoice routes name the invoice type and find A's rows by A's partner or bills.
    const fixed = {
      ...periodRoutes,
      'GET /api/v1/invoices/:type/open-lines': [{ type: 'purchase-invoices', '?': `partner_id=${a.supplier}` }, { type: 'purchase-invoices', '?': `bill_ids=${aBills['purchase-bills']![0]}` }],
      'GET /api/v1/invoices/:type/uninvoiced': [{ type: 'purchase-invoices', '?': `partner_id=${a.supplier}` }],
      'GET /api/v1/invoices/:type/export': [{ type: 'purchase-invoices', '?': `partner_id=${a.supplier}` }],
      // A machine's file by its link id (no list route of links to take it from).
      'GET /api/v1/equipment-files/:id/download': [{ id: aIds.equipmentFile! }],
      'DELETE /api/v1/equipment-files/:id': [{ id: aIds.equipmentFile! }],
    };
    const { calls, unresolved } = await routeCalls(a.admin.client, routes, { bills: aBills, fallback, fixed });
    expect(unresolved).toEqual([]);
    // Reads first, then writes, deletions last: every write still finds A's rows to aim at.
    const order = (c: RouteCall) => ({ GET: 0, POST: 1, PUT: 2, DELETE: 3 } as Record<string, number>)[c.method] ?? 4;
    calls.sort((x, y) => order(x) - order(y));

    // A's ids are looked up (as A) before the fingerprint: A's own reads may build A's caches — A's GET /dashboard/report
    // built A's report month summaries when this lookup ran between the fingerprints (traced, issue 20) — and that is
    // no change made by B.
    const ownIds = new Map<string, number | undefined>();
    for (const call of calls) if (!ownIds.has(call.path)) ownIds.set(call.path, await ownIdOf(call.path));
    const before = await fingerprintOf(a.enterpriseId);
    const leaks: Record<string, string[]> = {};
    const accepted: string[] = [];
    for (const call of calls) {
      const openapiPath = call.route.replace(/^\w+ /, '').replace(/:(\w+)/g, '{$1}');
      const schema = doc.paths[openapiPath]?.[call.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
      const ownId = ownIds.get(call.path);
      const body = call.method === 'GET' ? undefined : bodyFor(schema, (field) => idOfA(field, ownId));
      const res = await b.admin.client.call(call.method, call.path, body);
      const found = aDataIn(res.data);
      if (found.length) leaks[`${call.method} ${call.path}`] = found.slice(0, 3);
      // A write aimed at one of A's rows by its path id must be refused (4004), not answered as done.
      if (call.method !== 'GET' && res.code === 2000 && !call.fromFallback && /\/\d+(\/|$)/.test(call.path)) accepted.push(call.route);
      if (call.method !== 'GET') await keepBSignedIn();
    }
    const after = await fingerprintOf(a.enterpriseId);
    const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
    const stored = await foreignReferencesIn(b.enterpriseId, a.enterpriseId);
    expect({ leaks, accepted, changed, stored }).toEqual({ leaks: {}, accepted: [], changed: [], stored: [] });
    expect(calls.length).toBeGreaterThan(400);

    // B's own views afterwards: whatever B tried to link, nothing of A shows in B's books.
    const gets = t.app.routeCatalogue.filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/') && r.access.auth !== 'public' && !r.url.startsWith('/api/v1/dev/'));
    const own = await routeCalls(b.admin.client, gets, { bills: bBills, fixed: periodRoutes });
    const shown: Record<string, string[]> = {};
    for (const call of own.calls) {
      const res = await b.admin.client.get(call.path);
      const found = aDataIn(res.data);
      if (found.length) shown[call.path] = found.slice(0, 3);
    }
    expect(shown).toEqual({});
  }, 300_000);
});
