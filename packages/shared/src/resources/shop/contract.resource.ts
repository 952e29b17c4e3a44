import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** contract.status. */
export const ContractStatus = { draft: 1, inForce: 2, ended: 3 } as const;

/** Contracts (合同信息) with shops or customers: number, parties, dates, amount, status and the signed scans. */
export const contractResource = defineResource({
  name: 'contracts',
  table: 'contract',
  label: { 'zh-CN': '合同', 'en-US': 'Contracts' },
  permission: resourcePermission('contractInfo', 'contract'),
  fields: {
    contract_sn: field.text({ 'zh-CN': '合同编号', 'en-US': 'Contract No.' }, { required: true, max: 40, unique: true, search: true }),
    name: field.text({ 'zh-CN': '合同名称', 'en-US': 'Contract name' }, { required: true, max: 100, search: true }),
    shop_id: field.ref({ 'zh-CN': '门店', 'en-US': 'Shop' }, 'shops'),
    partner_id: field.ref({ 'zh-CN': '往来单位', 'en-US': 'Partner' }, 'partners'),
    sign_date: field.date({ 'zh-CN': '签订日期', 'en-US': 'Signed on' }),
    start_date: field.date({ 'zh-CN': '开始日期', 'en-US': 'Start date' }),
    end_date: field.date({ 'zh-CN': '结束日期', 'en-US': 'End date' }),
    amount: field.decimal({ 'zh-CN': '合同金额', 'en-US': 'Amount' }, 2),
    status: field.enum({ 'zh-CN': '状态', 'en-US': 'Status' }, [
      { value: ContractStatus.draft, label: { 'zh-CN': '草稿', 'en-US': 'Draft' } },
      { value: ContractStatus.inForce, label: { 'zh-CN': '生效中', 'en-US': 'In force' } },
      { value: ContractStatus.ended, label: { 'zh-CN': '已终止', 'en-US': 'Ended' } },
    ]),
    attachments: field.images({ 'zh-CN': '合同附件', 'en-US': 'Scans' }),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['contract_sn', 'name', 'shop_id', 'partner_id', 'sign_date', 'start_date', 'end_date', 'amount', 'status'], defaultSort: ['id', 'desc'] },
  deleteMode: 'hard',
  importExport: true,
});
