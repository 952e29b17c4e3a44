import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The names the server gives the built-in groups of every enterprise (modules/org/employee-status.ts). */
const builtIn: Record<string, string> = { 管理员: 'groups.builtInNames.admin', 普通员工: 'groups.builtInNames.staff' };

/**
 * A permission group's name as the reader should see it: the built-in groups are the product's words, so they read
 * in the UI language; names users gave are shown as given. The stored name is never changed (a rename keeps it).
 */
export function useGroupName(): (name: string | undefined) => string {
  const { t } = useTranslation('enterprise');
  return useCallback((name) => (name && builtIn[name] ? t(builtIn[name]) : (name ?? '')), [t]);
}
