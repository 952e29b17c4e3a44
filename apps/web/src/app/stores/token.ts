import Cookies from 'js-cookie';

/** SPEC §9: the token cookie is named X-TOEKN (sic) and lives 7 days; a copy in localStorage survives cookie loss. */
export const tokenKey = 'X-TOEKN';
export const tokenDays = 7;

export function readToken(): string | null {
  try {
    return Cookies.get(tokenKey) ?? localStorage.getItem(tokenKey);
  } catch {
    return Cookies.get(tokenKey) ?? null;
  }
}

export function writeToken(token: string): void {
  Cookies.set(tokenKey, token, { expires: tokenDays, sameSite: 'Lax' });
  try {
    localStorage.setItem(tokenKey, token);
  } catch {}
}

export function removeToken(): void {
  Cookies.remove(tokenKey);
  try {
    localStorage.removeItem(tokenKey);
  } catch {}
}
