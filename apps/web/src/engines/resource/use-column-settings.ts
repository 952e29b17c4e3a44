import { useCallback, useMemo, useState } from 'react';
import type { Resource } from '@zf/shared';
import { useSession } from '../../app/stores/session.store.ts';
import {
  arrangeColumns, columnStorageKey, listableKeys, readStoredColumns, shownByDefault, toStored, writeStoredColumns, type ColumnChoice,
} from './column-model.ts';

/**
 * The list's column arrangement for this user and screen, kept in localStorage (user id + screen key) so it
 * survives a reload. Columns withheld by column rights are never offered.
 */
export function useColumnSettings(r: Resource, screen: string, withheld: Set<string>) {
  const userId = useSession((s) => s.user?.id);
  const key = columnStorageKey(userId, screen);
  const available = useMemo(() => listableKeys(r).filter((k) => !withheld.has(k)), [r, withheld]);
  const [stored, setStored] = useState(() => ({ key, value: readStoredColumns(key) }));
  // Another user on the same browser (or another screen key) reads its own arrangement.
  const current = stored.key === key ? stored.value : readStoredColumns(key);
  const choices = useMemo(() => arrangeColumns(available, (k) => shownByDefault(r, k), current), [available, r, current]);

  const save = useCallback((next: ColumnChoice[] | null) => {
    const value = next ? toStored(next) : null;
    writeStoredColumns(key, value);
    setStored({ key, value });
  }, [key]);

  return { choices, save, visible: choices.filter((c) => c.visible).map((c) => c.key) };
}
