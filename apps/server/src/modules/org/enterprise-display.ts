/**
 * The name an enterprise is shown by (SPEC §3): type 1 uses org_name when set, type 2 alias_name when set, both
 * fall back to name.
 */
export function enterpriseDisplayName(e: { type: number; name: string; org_name: string; alias_name: string }): string {
  if (e.type === 1) return e.org_name.trim() || e.name;
  if (e.type === 2) return e.alias_name.trim() || e.name;
  return e.name;
}
