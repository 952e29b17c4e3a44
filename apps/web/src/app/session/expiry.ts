/** SPEC §4/§9: the expiry warning window is 7 days (604,800 s) on both sides of expired_time. */
export const expiryWindowSeconds = 604_800;

export type ExpiryState = 'none' | 'ok' | 'soon' | 'expired';

/** expired_time 0 = no expiry; expired once expiry + 7 days is past; "soon" once expiry − 7 days is past. */
export function expiryState(expiredTime: number | undefined, nowSeconds: number): ExpiryState {
  if (!expiredTime) return 'none';
  if (nowSeconds > expiredTime + expiryWindowSeconds) return 'expired';
  if (nowSeconds > expiredTime - expiryWindowSeconds) return 'soon';
  return 'ok';
}
