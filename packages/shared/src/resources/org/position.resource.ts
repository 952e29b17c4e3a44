import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** Jobs (positions) staff hold; a job some staff still hold cannot be deleted. */
export const positionResource = defineResource({
  name: 'positions',
  table: 'job_position',
  label: { 'zh-CN': '岗位', 'en-US': 'Jobs' },
  permission: resourcePermission('jobList', 'job'),
  fields: {
    name: field.text({ 'zh-CN': '岗位名称', 'en-US': 'Job name' }, { required: true, max: 50, unique: true, search: true }),
    code: field.text({ 'zh-CN': '岗位编码', 'en-US': 'Job code' }, { max: 30, unique: true, search: true }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '岗位职责', 'en-US': 'Duties' }, { max: 500 }),
  },
  list: { columns: ['name', 'code', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
