import { z } from 'zod';
import { fieldSchema, field as fieldBuilders, type FieldDef, type Labels } from './field.ts';

export interface ResourcePermission {
  /** The permission tree's page name; reading needs the page, columns follow its column rights. */
  page: string;
  create?: string;
  update?: string;
  remove?: string;
  import?: string;
  export?: string;
  /** Restoring from the recycle bin when it is a page of its own (goodsRecycle: goods_recycle_restore); else `remove`. */
  restore?: string;
  /** A separate import page's code that also allows importing (goodsImport: goods_import_run). */
  importPage?: string;
}

export interface ResourceDefinition<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Route segment (`/api/v1/<name>`) and i18n key, e.g. 'brands'. */
  name: string;
  /** Table; every row has enterprise_id, id, the fields, create_time, update_time (and deleted_time for recycle). */
  table: string;
  label: Labels;
  permission: ResourcePermission;
  fields: F;
  list: { columns: Array<keyof F & string>; defaultSort: [keyof F & string | 'id' | 'update_time', 'asc' | 'desc'] };
  /** Categories, departments: a parent_id (0 at the root); deleting a node with children is refused. */
  tree?: boolean;
  /** 'recycle' keeps deleted rows for restore (deleted_time); 'hard' removes them. */
  deleteMode: 'recycle' | 'hard';
  importExport: boolean;
  /** Fixed filters a query string may set, e.g. partners' `type` (1 customer, 2 supplier). */
  scopes?: Array<keyof F & string>;
  /**
   * Rights that follow a scope field's value: partners of type 1 live on the customer page with customer_* codes,
   * type 2 on the supplier page with supplier_* codes. A record is read, changed and deleted with the rights of its
   * value; a list or export without the scope needs every value's page. `permission` is the rights of a value not
   * listed here.
   */
  scopePermissions?: { field: keyof F & string; byValue: Record<number, ResourcePermission> };
  /**
   * A code left empty on create or import is numbered by the enterprise's rule (prefix + running number): products
   * SP000001, customers KH00001, suppliers GYS00001. `scope`: a field whose value picks the rule (partners' type).
   */
  autoCode?: AutoCode<keyof F & string>;
}

/** The numbering of a resource's code; `rules` are the defaults per rule key (the resource name, or `name:scopeValue`). */
export interface AutoCode<K extends string = string> {
  field: K;
  scope?: K;
  rules: Record<string, CodeRule>;
}
export interface CodeRule { prefix: string; digits: number }
/** A prefix is letters, digits and hyphens (it becomes part of a code and of a pattern), 0-10 of them; 3-10 digits follow. */
export const codeRulePattern = /^[A-Za-z0-9-]{0,10}$/;
/** The rule key a record's values pick. */
export const codeRuleKey = (name: string, auto: AutoCode, values: Record<string, unknown>) =>
  (auto.scope ? `${name}:${String(values[auto.scope] ?? '')}` : name);

export type Resource<F extends Record<string, FieldDef> = Record<string, FieldDef>> = ResourceDefinition<F> & {
  /** Every field key in declaration order (the parent_id of a tree included). */
  keys: string[];
  /** The fields, with parent_id added for trees. */
  allFields: Record<string, FieldDef>;
  /** Create body: required fields required, defaults applied by the engine. */
  createSchema: z.ZodObject;
  /** Update body: every field optional (only given fields change). */
  updateSchema: z.ZodObject;
};

/** Declares a master-data entity: the server's routes, the web's list and form, Excel and recycle bin come from it. */
export function defineResource<F extends Record<string, FieldDef>>(def: ResourceDefinition<F>): Resource<F> {
  const allFields: Record<string, FieldDef> = { ...def.fields };
  if (def.tree) allFields.parent_id = fieldBuilders.ref({ 'zh-CN': '上级', 'en-US': 'Parent' }, def.name, { list: false, filter: false });
  const shape = Object.fromEntries(Object.entries(allFields).map(([k, f]) => [k, fieldSchema(f)]));
  const createSchema = z.object(shape);
  const updateSchema = z.object(Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, s.optional()])));
  return { ...def, keys: Object.keys(allFields), allFields, createSchema, updateSchema };
}

/** The value a field takes when a create body leaves it out. */
export const defaultValue = (f: FieldDef): unknown => (f.default !== undefined ? f.default : f.kind === 'ref' ? 0 : '');

/** The display name of a ref column in lists and Excel: brand_id → brand_name. */
export const refNameKey = (key: string): string => `${key.replace(/_id$/, '')}_name`;
