/** Request language header (SPEC §7): 2 English, anything else Chinese. */
export type Language = 'zh-CN' | 'en-US';
export const languageFromHeader = (value: unknown): Language => (String(value ?? '') === '2' ? 'en-US' : 'zh-CN');
/**
 * The language of a request: the client's `language` header when it sends one (the web app always does), else the
 * first language of Accept-Language (a browser or an integrator calling the API directly), else Chinese.
 */
export function languageOfRequest(language: unknown, acceptLanguage: unknown): Language {
  const given = Array.isArray(language) ? language[0] : language;
  if (given !== undefined && given !== '') return languageFromHeader(given);
  const first = String((Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage) ?? '').trim().toLowerCase();
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}
export const languageHeader = (language: Language): '1' | '2' => (language === 'en-US' ? '2' : '1');
