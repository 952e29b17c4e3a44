import { funs, menu, page, queryFuns, system } from './build.ts';

/**
 * Personal centre (SPEC §2 "Personal and other", route path `center`). The user's own pages are open to every
 * employee; the enterprise-wide ones (admin transfer, shares, customers, recharges) need a grant.
 */
export const personal = system('personal', 'center', 'UserOutlined', '个人中心', 'Personal centre', [
  menu('personalMenu', '个人中心', 'Personal centre', [
    // SPEC §2 layout routes; the shell shows them only when partner_group is 0 or 3.
    page('getPersonalInfo', '个人信息', 'Personal information', { everyone: true, shellPath: '/center/getPersonalInfo' }),
    page('getMyEnterprises', '任职企业', 'Employed companies', { everyone: true, shellPath: '/center/getMyEnterprises' }),
    page('messageCenter', '消息中心', 'Message centre', { everyone: true, shellPath: '/message/messageCenter' }),
    page('loginLog', '登录日志', 'Login log', { everyone: true }),
    page('personalAuth', '个人认证', 'Personal authentication', { everyone: true }),
    page('downloadTask', '下载任务', 'Download tasks', { everyone: true }),
  ]),
  menu('personalBusinessMenu', '共享与账户', 'Sharing and account', [
    page('adminTransfer', '管理员转让', 'Admin transfer', { funs: funs('admin_transfer', ['run', '转让', 'Transfer']) }),
    page('billShare', '单据分享', 'Bill sharing', { funs: funs('bill_share', 'add', 'del') }),
    page('partnerShare', '伙伴分享', 'Partner sharing', { funs: funs('partner_share', 'add', 'del') }),
    page('frontBackCustomer', '前后台客户', 'Front- and back-end customers', { funs: funs('front_back_customer', 'edit', 'export') }),
    page('rechargeRecord', '充值记录', 'Recharge records', { funs: queryFuns('recharge_record') }),
  ]),
]);
