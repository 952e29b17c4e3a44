import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** settlement_account.account_type. */
export const SettlementAccountType = { cash: 1, bank: 2, online: 3 } as const;

/**
 * Settlement accounts money is received into and paid from: cash, bank accounts, online payment accounts. The
 * opening balance is an amount (2 dp); balances after it come from receipts and payments.
 */
export const settlementAccountResource = defineResource({
  name: 'settlement-accounts',
  table: 'settlement_account',
  label: { 'zh-CN': '结算账户', 'en-US': 'Settlement accounts' },
  permission: resourcePermission('settlementAccount', 'settlement_account'),
  fields: {
    name: field.text({ 'zh-CN': '账户名称', 'en-US': 'Account name' }, { required: true, max: 50, unique: true, search: true }),
    account_type: field.enum({ 'zh-CN': '账户类型', 'en-US': 'Account type' }, [
      { value: SettlementAccountType.cash, label: { 'zh-CN': '现金', 'en-US': 'Cash' } },
      { value: SettlementAccountType.bank, label: { 'zh-CN': '银行存款', 'en-US': 'Bank' } },
      { value: SettlementAccountType.online, label: { 'zh-CN': '网络支付', 'en-US': 'Online payment' } },
    ], { required: true }),
    bank_name: field.text({ 'zh-CN': '开户银行', 'en-US': 'Bank' }, { max: 100 }),
    account_number: field.text({ 'zh-CN': '账号', 'en-US': 'Account number' }, { max: 50, search: true }),
    currency_id: field.ref({ 'zh-CN': '币种', 'en-US': 'Currency' }, 'currencies'),
    opening_balance: field.decimal({ 'zh-CN': '期初余额', 'en-US': 'Opening balance' }, 2),
    status: field.switch({ 'zh-CN': '启用', 'en-US': 'Enabled' }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'account_type', 'bank_name', 'account_number', 'currency_id', 'opening_balance', 'status', 'sort'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
