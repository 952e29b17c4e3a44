/** Small JSON helpers over localStorage; a full or disabled storage must never break the app. */
export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {}
}

/** Logout and 4001/4002 clear ALL local storage (SPEC §4). */
export function clearLocalStorage(): void {
  try {
    localStorage.clear();
  } catch {}
}
