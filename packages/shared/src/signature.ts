import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Request signature of API.md:
 * canonical = [appkey, client, nonce, timestamp, METHOD, path_with_query, sha256_hex(raw_body or "")].join("\n")
 * sign      = upper(hex(HMAC_SHA256(secret, canonical)))
 * Shared by the server (verifies) and the web client (signs); pure JS so it works on plain-http intranet hosts,
 * where WebCrypto is unavailable.
 */
export interface SignInput {
  appkey: string;
  client: string;
  nonce: string;
  timestamp: string | number;
  method: string;
  pathWithQuery: string;
  body?: string | Uint8Array;
}

export const bodyHash = (body: string | Uint8Array | undefined): string =>
  bytesToHex(sha256(typeof body === 'string' ? utf8ToBytes(body) : (body ?? new Uint8Array())));

export const canonicalString = (i: SignInput): string =>
  [i.appkey, i.client, i.nonce, String(i.timestamp), i.method.toUpperCase(), i.pathWithQuery, bodyHash(i.body)].join('\n');

export const sign = (secret: string, input: SignInput): string =>
  bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(canonicalString(input)))).toUpperCase();

export const noncePattern = /^[A-Za-z0-9]{8}$/;
const nonceAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function makeNonce(random: (n: number) => Uint8Array): string {
  return Array.from(random(8), (b) => nonceAlphabet[b % nonceAlphabet.length]).join('');
}
export const signatureWindowSeconds = 300;
