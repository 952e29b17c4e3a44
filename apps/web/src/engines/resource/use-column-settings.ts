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
  const available = useMemo(() => listableKeys(r).filter((k) => !withheld.has(k)), [r, withheld]);
  const isDefault = useCallback((k: string) => shownByDefault(r, k), [r]);
  return useColumnChoices(screen, available, isDefault);
}

/** The same for any list whose columns are known by key (bill lists): `isDefault` says which show before any choice. */
export function useColumnChoices(screen: string, available: string[], isDefault: (key: string) => boolean) {
  const userId = useSession((s) => s.user?.id);
  const key = columnStorageKey(userId, screen);
  const [stored, setStored] = useState(() => ({ key, value: readStoredColumns(key) }));
  // Another user on the same browser (or another screen key) reads its own arrangement.
  const current = stored.key === key ? stored.value : readStoredColumns(key);
  // A few dozen keys at most: arranging them on each render costs nothing and needs no stable inputs.
  const choices = arrangeColumns(available, isDefault, current);

  const save = useCallback((next: ColumnChoice[] | null) => {
    const value = next ? toStored(next) : null;
    writeStoredColumns(key, value);
    setStored({ key, value });
  }, [key]);

  return { choices, save, visible: choices.filter((c) => c.visible).map((c) => c.key) };
}
