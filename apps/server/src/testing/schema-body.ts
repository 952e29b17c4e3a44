/**
 * A request body built from a route's JSON schema (the OpenAPI document of /api/docs/json) with every id field set
 * to an id the caller chooses: the tenant matrix sends another enterprise's ids in every body. Every other field gets
 * a plain valid-looking value (a number where a decimal may be a number or a string), so a write that would change
 * something really tries to.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
};

const isId = (name: string) => name === 'id' || name === 'ids' || /_ids?$/.test(name);

function scalar(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return false;
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-11-10';
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

export function bodyFor(schema: JsonSchema | undefined, idFor: (field: string) => number, name = ''): unknown {
  if (!schema) return {};
  const branches = (schema.anyOf ?? schema.oneOf ?? []).filter((s) => s.type !== 'null');
  const branch = branches.find((s) => s.type === 'number' || s.type === 'integer') ?? branches[0];
  if (branch) return bodyFor(branch, idFor, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [k, s] of Object.entries(schema.properties ?? {})) out[k] = bodyFor(s, idFor, k);
    return out;
  }
  if (type === 'array') return [bodyFor(schema.items, idFor, name.replace(/s$/, ''))];
  if (isId(name) && (type === 'integer' || type === 'number' || type === undefined)) return idFor(name);
  if (isId(name) && type === 'string') return String(idFor(name));
  return scalar(schema);
}
