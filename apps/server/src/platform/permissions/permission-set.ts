/**
 * The pages, function codes and visible columns one employee has in one enterprise. The admin has everything.
 * Built from permission_group_page rows; checked by the route guard (functions) and the column filter (cols).
 */
export interface PageGrant {
  funs: ReadonlySet<string>;
  /** null = every column of the page. */
  cols: readonly string[] | null;
}

export class PermissionSet {
  private readonly funs: Set<string>;
  constructor(
    /** Every page and function: the enterprise's admin, or a member of a group that grants all. */
    readonly isAdmin: boolean,
    readonly pages: ReadonlyMap<string, PageGrant>,
  ) {
    this.funs = new Set([...pages.values()].flatMap((p) => [...p.funs]));
  }

  static admin(): PermissionSet {
    return new PermissionSet(true, new Map());
  }

  canOpen(page: string): boolean {
    return this.isAdmin || this.pages.has(page);
  }

  /** A function code, or any one of several (SPEC §6: an array requires any one). */
  can(code: string | readonly string[]): boolean {
    if (this.isAdmin) return true;
    return (typeof code === 'string' ? [code] : code).some((c) => this.funs.has(c));
  }

  /** Visible columns of a page, or null for all (a grant whose cols is null shows every column; no grant shows none). */
  columns(page: string): readonly string[] | null {
    if (this.isAdmin) return null;
    const grant = this.pages.get(page);
    return grant ? grant.cols : [];
  }
}

/**
 * Response helper: removes the fields of a row the caller may not see on a page. Fields not listed in the page's
 * column set (`all_col`) are never touched, so ids and status fields always pass.
 */
export function stripColumns<T extends Record<string, unknown>>(
  permissions: PermissionSet,
  page: string,
  allColumns: readonly string[],
  rows: T[],
): Partial<T>[] {
  const visible = permissions.columns(page);
  if (visible === null) return rows;
  const hidden = allColumns.filter((c) => !visible.includes(c));
  if (hidden.length === 0) return rows;
  return rows.map((row) => {
    const copy: Partial<T> = { ...row };
    for (const c of hidden) delete copy[c as keyof T];
    return copy;
  });
}
