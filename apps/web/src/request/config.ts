/**
 * Client constants of SPEC §7/§9 and API.md. The app key and secret identify the web client to the server's
 * signature check; override them per deployment with VITE_ZF_APP_KEY / VITE_ZF_APP_SECRET at build time.
 */
export const apiBase = '/api/v1';
export const appKey: string = import.meta.env.VITE_ZF_APP_KEY ?? 'zf-web';
export const appSecret: string = import.meta.env.VITE_ZF_APP_SECRET ?? 'zf-web-dev-secret';
export const clientName = 'web';
/** SPEC §9: 1,200,000 ms, long enough for big exports and period-end runs. */
export const requestTimeoutMs = 1_200_000;
