import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the org module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const orgMessages = defineMessages({
  'enterprise.alreadyMember': ['您已是该企业的成员或已申请加入', 'You are already a member of this enterprise or have asked to join'],
  'enterprise.employeeNotFound': ['员工不存在', 'Employee not found'],
  'enterprise.transferSelf': ['不能转让给自己', 'You cannot transfer to yourself'],
  'period.notInitialized': ['财务尚未初始化，请先完成初始化向导', 'Accounting is not initialized; please complete the initialization guide first'],
  'enterprise.nameRequired': ['请输入企业名称', 'Please enter the enterprise name'],
  'enterprise.joinRequestNotFound': ['加入申请不存在或已处理', 'The join request does not exist or has already been handled'],
  'period.alreadyInitialized': ['财务已完成初始化', 'Accounting is already initialized'],
  'msg.joinRequest.title': ['新的加入申请', 'New join request'],
  'msg.joinRequest.content': ['{name}（{phone}）申请加入{enterprise}，请审核。', '{name} ({phone}) asks to join {enterprise}. Please review the request.'],
  'msg.joinApproved.title': ['加入申请已通过', 'Join request approved'],
  'msg.joinApproved.content': ['您加入{enterprise}的申请已通过，现在可以切换到该企业。', 'Your request to join {enterprise} was approved; you can now switch to it.'],
  'msg.joinRejected.title': ['加入申请未通过', 'Join request declined'],
  'msg.joinRejected.content': ['您加入{enterprise}的申请未通过管理员审核。', 'Your request to join {enterprise} was declined by the administrator.'],
  'msg.adminTransferredOut.title': ['管理员已转让', 'Administrator transferred'],
  'msg.adminTransferredOut.content': ['您已将{enterprise}的管理员转让给{name}。', 'You transferred the administrator of {enterprise} to {name}.'],
  'msg.adminTransferredIn.title': ['您已成为管理员', 'You are now the administrator'],
  'msg.adminTransferredIn.content': ['{name}已将{enterprise}的管理员转让给您。', '{name} transferred the administrator of {enterprise} to you.'],
  'permissionGroup.notFound': ['权限组不存在', 'Permission group not found'],
  'permissionGroup.nameRequired': ['请输入权限组名称', 'Please enter the permission group name'],
  'permissionGroup.nameTaken': ['权限组名称已存在', 'A permission group with this name already exists'],
  'permissionGroup.inUse': ['该权限组下还有员工，请先将员工移出后再删除', 'Staff are still in this permission group; move them out before deleting it'],
  'permissionGroup.system': ['系统内置权限组不能删除', 'A built-in permission group cannot be deleted'],
  'permissionGroup.unknownPage': ['页面不存在', 'No such page'],
  'permissionGroup.duplicatePage': ['页面重复', 'The page is listed twice'],
  'permissionGroup.unknownFunction': ['功能权限不属于该页面', 'The function does not belong to this page'],
  'permissionGroup.unknownColumn': ['列不属于该页面', 'The column does not belong to this page'],
  'staff.exists': ['该手机号已是本企业员工', 'This phone number already belongs to a member of staff'],
  'staff.invited': ['该手机号已有待接受的邀请', 'This phone number already has a pending invitation'],
  'staff.invitationNotFound': ['邀请不存在或已处理', 'The invitation does not exist or has been handled'],
  'staff.adminDisable': ['管理员不能停用', 'The administrator cannot be disabled'],
  'staff.selfDisable': ['不能停用自己', 'You cannot disable yourself'],
  'staff.adminMaster': ['管理员始终使用主账号', 'The administrator always has the master account'],
  'certification.licenseFormat': ['请输入18位统一社会信用代码或15位注册号', 'Enter the 18-character unified social credit code or the 15-digit registration number'],
  'certification.notAdmin': ['只有系统维护企业可以审核企业认证', 'Only the system maintenance enterprise reviews certifications'],
  'msg.staffAdded.title': ['您已成为企业员工', 'You have joined an enterprise'],
  'msg.staffAdded.content': ['{enterprise}已将您添加为员工，现在可以切换到该企业。', '{enterprise} added you to its staff; you can now switch to it.'],
  'msg.certificationReviewed.title': ['企业认证结果', 'Enterprise certification result'],
  'msg.certificationApproved.content': ['{enterprise}的企业认证已通过。', 'The enterprise certification of {enterprise} was approved.'],
  'msg.certificationRejected.content': ['{enterprise}的企业认证未通过：{remark}', 'The enterprise certification of {enterprise} was declined: {remark}'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof orgMessages, true> {}
}
