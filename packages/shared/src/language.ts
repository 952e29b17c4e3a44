/** Request language header (SPEC §7): 2 English, anything else Chinese. */
export type Language = 'zh-CN' | 'en-US';
export const languageFromHeader = (value: unknown): Language => (String(value ?? '') === '2' ? 'en-US' : 'zh-CN');
export const languageHeader = (language: Language): '1' | '2' => (language === 'en-US' ? '2' : '1');
