import { sql } from 'kysely';
import { defineResource, field } from '@zf/shared';
import type { Database } from '../../platform/db/index.ts';
import type { App } from '../../platform/http/create-server.ts';
import type { Services } from '../../platform/services.ts';
import { ResourceRegistry } from './resource-registry.ts';
import { registerResource } from './resource.routes.ts';

/**
 * Two resources that exist only in the engine's tests: makers (a tree, hard delete) and gadgets (recycle bin, one
 * field of every kind, a ref to makers). They exercise the engine without depending on any business module.
 */
export const makers = defineResource({
  name: 'test-makers', table: 'test_maker', label: { 'zh-CN': '制造商', 'en-US': 'Makers' },
  permission: { page: 'testMakers', create: 'test_maker_add', update: 'test_maker_edit', remove: 'test_maker_del' },
  fields: {
    name: field.text({ 'zh-CN': '名称', 'en-US': 'Name' }, { required: true, max: 50, unique: true, search: true }),
    sort: field.sort(),
  },
  list: { columns: ['name', 'sort'], defaultSort: ['sort', 'asc'] },
  tree: true, deleteMode: 'hard', importExport: false,
});

export const gadgets = defineResource({
  name: 'test-gadgets', table: 'test_gadget', label: { 'zh-CN': '小工具', 'en-US': 'Gadgets' },
  permission: { page: 'testGadgets', create: 'test_gadget_add', update: 'test_gadget_edit', remove: 'test_gadget_del', import: 'test_gadget_import', export: 'test_gadget_export' },
  fields: {
    name: field.text({ 'zh-CN': '名称', 'en-US': 'Name' }, { required: true, max: 50, unique: true, search: true }),
    code: field.text({ 'zh-CN': '编码', 'en-US': 'Code' }, { max: 30, unique: true, search: true }),
    maker_id: field.ref({ 'zh-CN': '制造商', 'en-US': 'Maker' }, 'test-makers'),
    price: field.decimal({ 'zh-CN': '单价', 'en-US': 'Price' }, 6),
    weight: field.decimal({ 'zh-CN': '重量', 'en-US': 'Weight' }, 4),
    status: field.enum({ 'zh-CN': '状态', 'en-US': 'Status' }, [
      { value: 1, label: { 'zh-CN': '在售', 'en-US': 'On sale' } },
      { value: 2, label: { 'zh-CN': '下架', 'en-US': 'Removed' } },
    ]),
    enabled: field.switch({ 'zh-CN': '启用', 'en-US': 'Enabled' }),
    mobile: field.phone({ 'zh-CN': '手机', 'en-US': 'Mobile' }),
    email: field.email({ 'zh-CN': '邮箱', 'en-US': 'Email' }),
    sort: field.sort(),
    img_urls: field.images({ 'zh-CN': '图片', 'en-US': 'Photos' }),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'code', 'maker_id', 'price', 'status', 'enabled', 'sort'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'recycle', importExport: true,
});

export async function createGadgetTables(database: Database): Promise<void> {
  await sql`
    CREATE TABLE test_maker (
      enterprise_id INTEGER NOT NULL, id INTEGER GENERATED ALWAYS AS IDENTITY, parent_id INTEGER NOT NULL DEFAULT 0,
      name TEXT NOT NULL, sort INTEGER NOT NULL DEFAULT 1, create_time BIGINT NOT NULL, update_time BIGINT NOT NULL,
      PRIMARY KEY (enterprise_id, id), UNIQUE (enterprise_id, name));
    CREATE TABLE test_gadget (
      enterprise_id INTEGER NOT NULL, id INTEGER GENERATED ALWAYS AS IDENTITY, name TEXT NOT NULL, code TEXT NOT NULL DEFAULT '',
      maker_id INTEGER NOT NULL DEFAULT 0, price NUMERIC(20,6) NOT NULL DEFAULT 0, weight NUMERIC(20,4) NOT NULL DEFAULT 0,
      status INTEGER NOT NULL DEFAULT 1, enabled INTEGER NOT NULL DEFAULT 1, mobile TEXT NOT NULL DEFAULT '', email TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 1, img_urls TEXT NOT NULL DEFAULT '', remark TEXT NOT NULL DEFAULT '',
      create_time BIGINT NOT NULL, update_time BIGINT NOT NULL, deleted_time BIGINT,
      PRIMARY KEY (enterprise_id, id));
    CREATE UNIQUE INDEX test_gadget_name ON test_gadget (enterprise_id, name) WHERE deleted_time IS NULL;
    CREATE UNIQUE INDEX test_gadget_code ON test_gadget (enterprise_id, code) WHERE deleted_time IS NULL AND code <> '';
  `.execute(database.db);
}

export async function gadgetRoutes(api: App, services: Services): Promise<void> {
  const registry = new ResourceRegistry();
  await registerResource(api, services, registry, makers);
  await registerResource(api, services, registry, gadgets);
}
