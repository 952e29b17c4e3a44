import type { Language } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

/** One account of the chart as the books show it: its place in the tree, its name in the request language. */
export interface BookSubject {
  id: number;
  code: string;
  name: string;
  direction: number;
  level: number;
  parent_code: string;
  aux_types: string[];
  /** Codes of the direct sub-accounts, in code order. */
  children: string[];
}

export interface Chart {
  byCode: Map<string, BookSubject>;
  /** Every account in code order. */
  ordered: BookSubject[];
}

/** Level from the code when the row has none: 4 digits are level 1, each further 2 digits one level deeper. */
const levelOf = (code: string, level: number) => (level > 0 ? level : Math.max(1, Math.floor((code.length - 4) / 2) + 1));

/** An account_subject row as the books read it. */
export interface ChartRow { id: number; code: string; name: string; name_en: string | null; direction: number; level: number; parent_code: string; aux_types: unknown }

/**
 * The enterprise's chart of accounts as a tree (a parent code that does not exist makes the account a root). With
 * `under`, only that account and its sub-accounts (a sub-account's code always extends its parent's — the chart's
 * rule), which is all one account's book needs.
 */
export async function loadChart(db: Kysely<DB>, enterpriseId: number, language: Language, under?: string): Promise<Chart> {
  let query = db.selectFrom('account_subject')
    .select(['id', 'code', 'name', 'name_en', 'direction', 'level', 'parent_code', 'aux_types'])
    .where('enterprise_id', '=', enterpriseId);
  if (under) query = query.where('code', 'like', `${under.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return chartOf(await query.orderBy('code').execute(), language);
}

/** The tree of chart rows given in code order. */
export function chartOf(rows: readonly ChartRow[], language: Language): Chart {
  const byCode = new Map<string, BookSubject>();
  const ordered = rows.map((r) => {
    const s: BookSubject = {
      id: r.id, code: r.code, name: language === 'en-US' && r.name_en ? r.name_en : r.name, direction: r.direction,
      level: levelOf(r.code, r.level), parent_code: r.parent_code, aux_types: Array.isArray(r.aux_types) ? r.aux_types as string[] : [], children: [],
    };
    byCode.set(s.code, s);
    return s;
  });
  for (const s of ordered) if (s.parent_code && byCode.has(s.parent_code)) byCode.get(s.parent_code)!.children.push(s.code);
  return { byCode, ordered };
}

/** The leaf accounts under an account (itself when it is a leaf). */
export function leavesOf(chart: Chart, code: string): BookSubject[] {
  const s = chart.byCode.get(code);
  if (!s) return [];
  if (!s.children.length) return [s];
  return s.children.flatMap((c) => leavesOf(chart, c));
}

export const isRoot = (chart: Chart, s: BookSubject) => !s.parent_code || !chart.byCode.has(s.parent_code);
