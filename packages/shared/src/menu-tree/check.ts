import { funs, menu, page, queryFuns, system } from './build.ts';

/** Check centre (SPEC §2 "Accounting checks" and bill approval): what waits for someone's review. */
export const check = system('check', 'check', 'AuditOutlined', '审核中心', 'Check centre', [
  menu('checkMenu', '审核管理', 'Reviews', [
    page('billApproval', '单据审批', 'Bill approval', {
      funs: funs('bill_approval', ['approve', '同意', 'Approve'], ['reject', '驳回', 'Reject'], ['batch', '批量审批', 'Batch approval']),
    }),
    page('voucherCheck', '凭证审核', 'Voucher check', { funs: funs('voucher_check', ['audit', '审核', 'Audit'], ['reverse', '反审核', 'Reverse audit'], ['batch', '批量审核', 'Batch audit']) }),
    page('checkList', '审核列表', 'Check list', { funs: queryFuns('check_list') }),
  ]),
]);
