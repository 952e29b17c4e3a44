import { col, funs, menu, page, resourceFuns, system } from './build.ts';

/** Enterprise management (SPEC §2 "Organization"): staff, departments, jobs, processes, certification, permissions. */
export const enterprise = system('enterprise', 'enterprise', 'BankOutlined', '企业管理', 'Enterprise', [
  menu('orgMenu', '组织架构', 'Organization', [
    page('staffList', '员工管理', 'Staff', {
      funs: resourceFuns('staff', ['approve', '审核加入', 'Approve joining'], ['enable', '启用/停用', 'Enable/disable']),
      cols: [col('name', '姓名', 'Name'), col('phone', '手机号码', 'Mobile'), col('department_name', '部门', 'Department'), col('job_name', '岗位', 'Job'), col('permission_group_name', '权限组', 'Permission group')],
    }),
    page('departmentList', '部门管理', 'Departments', { funs: resourceFuns('department') }),
    page('jobList', '岗位管理', 'Jobs', { funs: resourceFuns('job') }),
    page('workAddress', '办公地址', 'Work addresses', { funs: resourceFuns('work_address') }),
  ]),
  menu('processMenu', '流程管理', 'Processes', [
    page('approvalProcess', '审批流程', 'Approval processes', { funs: resourceFuns('approval_process', ['enable', '启用/停用', 'Enable/disable']) }),
    page('businessProcess', '业务流程', 'Business processes', { funs: funs('business_process', 'edit') }),
  ]),
  menu('enterpriseSetMenu', '企业设置', 'Enterprise settings', [
    page('enterpriseInfo', '企业信息', 'Enterprise information', { funs: funs('enterprise_info', 'edit') }),
    page('enterpriseCertification', '企业认证', 'Enterprise certification', { funs: funs('enterprise_certification', ['submit', '提交认证', 'Submit']) }),
    page('fileDrive', '企业网盘', 'File drive', { funs: funs('file_drive', ['upload', '上传', 'Upload'], ['rename', '重命名', 'Rename'], 'del', ['download', '下载', 'Download']) }),
    page('permissionGroup', '权限设置', 'Permission settings', { funs: funs('permission_group', 'add', 'edit', 'del') }),
    page('enterpriseDeregistration', '企业注销', 'Enterprise deregistration', { funs: funs('enterprise_deregistration', ['apply', '申请注销', 'Apply'], ['undo', '撤销注销', 'Undo']) }),
  ]),
]);
