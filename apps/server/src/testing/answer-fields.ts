/**
 * Every field name an answer schema (zod 4) can carry, at any depth: object keys, through arrays, optionals,
 * unions, records, pipes and lazies. The column-rights sweep reads money fields from it without needing data.
 */
export function answerFieldNames(schema: unknown, out = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return out;
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return out;
  const walk = (s: unknown) => answerFieldNames(s, out, seen);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) { out.add(key); walk(value); }
      break;
    case 'array': walk(def.element); break;
    case 'tuple': (def.items as unknown[]).forEach(walk); if (def.rest) walk(def.rest); break;
    case 'union': (def.options as unknown[]).forEach(walk); break;
    case 'intersection': walk(def.left); walk(def.right); break;
    case 'record': walk(def.valueType); break;
    case 'pipe': walk(def.in); walk(def.out); break;
    case 'lazy': walk((def.getter as () => unknown)()); break;
    default: if (def.innerType) walk(def.innerType);
  }
  return out;
}
