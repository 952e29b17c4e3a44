import type { Labels, Resource } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DynamicCondition, DynamicExpressions, DynamicQuery } from '../../platform/db/dynamic-db.ts';
import type { DB } from '../../platform/db/schema.ts';

/** A table column that points at a resource's ids: deleting a referenced record is refused (4090). */
export interface Reference {
  table: string;
  column: string;
  /** What refers, for the refusal message ("products still refer to it"). */
  label: Labels;
  /** Rows with deleted_time set (recycle bin) do not count. */
  softDelete: boolean;
}

/**
 * A list parameter a module adds to a resource beyond its definition's filter fields (e.g. products by vehicle
 * model): narrows the record query, whose main table is aliased `m`. Applies to lists and exports alike.
 */
export type ListFilter = (query: DynamicQuery, value: string, enterpriseId: number) => DynamicQuery;

/**
 * One more way a record matches the list's keyword besides its searchable fields (products by the name of a vehicle
 * model they fit). Gets the ILIKE pattern; the record's table is aliased `m`.
 */
export type KeywordMatch = (eb: DynamicExpressions, pattern: string, enterpriseId: number) => DynamicCondition;

/**
 * Rules of one resource beyond its definition, run by the engine inside the write's transaction (form writes and
 * Excel imports alike): a warehouse becoming the default takes the flag from the others, the base currency keeps
 * its rate. Throw an AppError to refuse; `values` may be adjusted in place.
 */
export interface ResourceHooks {
  /** Before a create (`before` undefined) or an update (`before` = the stored row) is written. */
  beforeWrite?(tx: Kysely<DB>, enterpriseId: number, values: Record<string, unknown>, before?: Record<string, unknown>): Promise<void>;
  /** Before records are deleted (the stored rows), after the reference check. */
  beforeDelete?(tx: Kysely<DB>, enterpriseId: number, rows: Record<string, unknown>[]): Promise<void>;
}

/**
 * The resources of one app and who refers to whom. References between resources are derived from their ref
 * fields; documents and ledgers add theirs (bill lines → products) with `addReference`.
 */
export class ResourceRegistry {
  private readonly byName = new Map<string, Resource>();
  private readonly extra = new Map<string, Reference[]>();
  private readonly filters = new Map<string, Map<string, ListFilter>>();
  private readonly hooks = new Map<string, ResourceHooks>();
  private readonly keywordMatches = new Map<string, KeywordMatch[]>();

  add(resource: Resource): void {
    if (this.byName.has(resource.name)) throw new Error(`resource ${resource.name} registered twice`);
    this.byName.set(resource.name, resource);
  }

  get(name: string): Resource | undefined {
    return this.byName.get(name);
  }

  all(): Resource[] {
    return [...this.byName.values()];
  }

  addReference(target: string, reference: Reference): void {
    this.extra.set(target, [...(this.extra.get(target) ?? []), reference]);
  }

  /** Adds a list query parameter `key` to resource `target` (see ListFilter). */
  addListFilter(target: string, key: string, filter: ListFilter): void {
    const forTarget = this.filters.get(target) ?? new Map<string, ListFilter>();
    if (forTarget.has(key)) throw new Error(`list filter ${target}.${key} registered twice`);
    this.filters.set(target, forTarget.set(key, filter));
  }

  listFilters(target: string): ReadonlyMap<string, ListFilter> {
    return this.filters.get(target) ?? new Map();
  }

  /** Adds a KeywordMatch to resource `target`'s keyword search. */
  addKeywordMatch(target: string, match: KeywordMatch): void {
    this.keywordMatches.set(target, [...(this.keywordMatches.get(target) ?? []), match]);
  }

  keywordMatchesOf(target: string): readonly KeywordMatch[] {
    return this.keywordMatches.get(target) ?? [];
  }

  /** Adds the rules of resource `target` (see ResourceHooks); one set per resource. */
  addHooks(target: string, hooks: ResourceHooks): void {
    if (this.hooks.has(target)) throw new Error(`hooks of ${target} registered twice`);
    this.hooks.set(target, hooks);
  }

  hooksOf(target: string): ResourceHooks {
    return this.hooks.get(target) ?? {};
  }

  /** Everything that may point at a record of `target` (refs marked `owned` belong to it and do not count). */
  referencesTo(target: string): Reference[] {
    const fromResources = this.all().flatMap((r) =>
      Object.entries(r.allFields)
        .filter(([key, f]) => f.kind === 'ref' && f.ref === target && !f.owned && !(r.name === target && key === 'parent_id'))
        .map(([key]) => ({ table: r.table, column: key, label: r.label, softDelete: r.deleteMode === 'recycle' })),
    );
    return [...fromResources, ...(this.extra.get(target) ?? [])];
  }
}
