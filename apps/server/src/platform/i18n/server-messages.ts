import { messages as sharedMessages, type Language, type MessageKey } from '@zf/shared';

/**
 * The platform's own messages (envelope msg) in both languages, the shared validator messages, and the messages
 * modules and engines register with `defineMessages`.
 */
const zh = {
  ok: '成功',
  'http.notFound': '接口不存在',
  'http.badJson': '请求内容不是有效的JSON',
  'http.tooLarge': '请求内容过大',
  'http.serverError': '服务器错误，请稍后重试（请求编号 {requestId}）',
  'http.validation': '参数校验失败',
  'http.unsupportedMediaType': '不支持的请求内容类型“{type}”，请以 application/json 发送',
  'http.uriTooLong': '请求路径中的参数过长',
  'http.badUrl': '请求路径无效',
  'http.badRequest': '请求无效',
  'http.headersTooLarge': '请求头过大',
  'http.requestTimeout': '请求超时，请重试',
  'http.dataRejected': '提交的数据超出允许的范围或含有数据库不能保存的内容',
  'field.named': '{field}：{msg}',
  'field.requiredNamed': '{field}不能为空',
  'upload.broken': '上传的内容不完整或格式错误，请重新上传',
  'sign.missing': '缺少签名参数',
  'sign.stale': '请求时间戳已过期，请校准系统时间',
  'sign.replay': '重复的请求',
  'sign.invalid': '签名错误',
  'sign.unknownKey': '未知的应用标识',
  'auth.noToken': '请先登录',
  'auth.expired': '登录已过期，请重新登录',
  'auth.noEnterprise': '请先选择企业',
  'auth.forbidden': '您没有此操作的权限',
  'auth.cancelled': '账号已申请注销，请先撤销注销',
  'auth.badLogin': '手机号或密码错误',
  'auth.phoneTaken': '该手机号已注册',
  'auth.noUser': '该手机号尚未注册',
  'auth.tooManyLogin': '登录失败次数过多，请稍后再试',
  'auth.tooManySms': '验证码发送过于频繁，请稍后再试',
  'auth.captchaWrong': '图形验证码错误',
  'auth.notCancelled': '账号未申请注销',
  'auth.recoverExpired': '注销已完成，无法恢复',
  'enterprise.notMember': '您不是该企业的成员',
  'enterprise.notFound': '企业不存在',
  'enterprise.notAdmin': '只有管理员可以执行此操作',
  'enterprise.disabled': '您在该企业的账号已停用或待审核',
  'record.notFound': '记录不存在',
  'bill.sameStore': '调出仓库和调入仓库不能相同',
  'enterprise.codeRequired': '请输入企业编码',
  'upload.noFile': '请选择要上传的文件',
  'upload.notImage': '只能上传 jpg、jpeg、png 格式的图片',
  'upload.tooLarge': '图片大小不能超过 5MB',
  'upload.notVideo': '只能上传 mp4、webm 格式的视频',
  'upload.videoTooLarge': '视频大小不能超过 50MB',
  'file.notFound': '文件不存在',
  'partner.notCustomer': '请选择客户',
} as const;
export type ServerMessageKey = keyof typeof zh;

const en: Record<ServerMessageKey, string> = {
  ok: 'success',
  'http.notFound': 'No such API',
  'http.badJson': 'The request body is not valid JSON',
  'http.tooLarge': 'The request body is too large',
  'http.serverError': 'Server error, please try again later (request id {requestId})',
  'http.validation': 'Validation failed',
  'http.unsupportedMediaType': 'Unsupported content type "{type}"; send application/json',
  'http.uriTooLong': 'A parameter in the request path is too long',
  'http.badUrl': 'The request path is not valid',
  'http.badRequest': 'Bad request',
  'http.headersTooLarge': 'The request headers are too large',
  'http.requestTimeout': 'The request timed out, please try again',
  'http.dataRejected': 'The data sent is out of range or holds content the database cannot store',
  'field.named': '{field}: {msg}',
  'field.requiredNamed': '{field} is required',
  'upload.broken': 'The upload is incomplete or malformed; please upload it again',
  'sign.missing': 'Signature headers are missing',
  'sign.stale': 'The request timestamp is out of date; please check the system clock',
  'sign.replay': 'Duplicate request',
  'sign.invalid': 'Bad signature',
  'sign.unknownKey': 'Unknown app key',
  'auth.noToken': 'Please log in first',
  'auth.expired': 'Your session has expired; please log in again',
  'auth.noEnterprise': 'Please select an enterprise first',
  'auth.forbidden': 'You do not have permission for this action',
  'auth.cancelled': 'This account is being cancelled; undo the cancellation first',
  'auth.badLogin': 'Wrong phone number or password',
  'auth.phoneTaken': 'This phone number is already registered',
  'auth.noUser': 'This phone number is not registered',
  'auth.tooManyLogin': 'Too many failed logins; please try again later',
  'auth.tooManySms': 'Verification codes are being requested too often; please try again later',
  'auth.captchaWrong': 'Wrong captcha',
  'auth.notCancelled': 'This account is not being cancelled',
  'auth.recoverExpired': 'The cancellation is complete and cannot be undone',
  'enterprise.notMember': 'You are not a member of this enterprise',
  'enterprise.notFound': 'Enterprise not found',
  'enterprise.notAdmin': 'Only the administrator can do this',
  'enterprise.disabled': 'Your account in this enterprise is disabled or awaiting approval',
  'record.notFound': 'Record not found',
  'bill.sameStore': 'Out store and in store warehouse cannot be the same',
  'enterprise.codeRequired': 'Please enter the enterprise code',
  'upload.noFile': 'Please choose a file to upload',
  'upload.notImage': 'Only jpg, jpeg and png images can be uploaded',
  'upload.tooLarge': 'The image cannot be larger than 5 MB',
  'upload.notVideo': 'Only mp4 and webm videos can be uploaded',
  'upload.videoTooLarge': 'The video cannot be larger than 50 MB',
  'file.notFound': 'File not found',
  'partner.notCustomer': 'Please choose a customer',
};

const catalog: Record<Language, Record<string, string>> = {
  'zh-CN': { ...sharedMessages['zh-CN'], ...zh },
  'en-US': { ...sharedMessages['en-US'], ...en },
};

/**
 * Keys that modules and engines bring with `defineMessages` in their own `*.messages.ts` (issue 13 item 3: a module
 * adds its messages without touching this file). Each such file augments this interface with its keys.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleMessages {}

export type AnyMessageKey = ServerMessageKey | MessageKey | keyof ModuleMessages;

/**
 * Registers a module's messages, key → [zh-CN, en-US], side by side so that no language can be forgotten; called when
 * the module's messages file loads (its index.ts imports it). A key defined twice with other words is an error.
 */
export function defineMessages<const T extends Record<string, readonly [string, string]>>(messages: T): T {
  for (const [key, [zh, en]] of Object.entries(messages)) {
    const known = catalog['zh-CN'][key];
    if (known !== undefined && (known !== zh || catalog['en-US'][key] !== en)) throw new Error(`message ${key} is defined twice`);
    catalog['zh-CN'][key] = zh;
    catalog['en-US'][key] = en;
  }
  return messages;
}

export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = catalog[language][key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
export const isMessageKey = (key: string): boolean => key in catalog['zh-CN'];
