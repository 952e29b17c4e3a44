import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** expense_category.direction: money going out (expenses) or coming in (other income). */
export const ExpenseDirection = { expense: 1, income: 2 } as const;

/** Expense categories (rent, freight, wages…) that group expense projects. */
export const expenseCategoryResource = defineResource({
  name: 'expense-categories',
  table: 'expense_category',
  label: { 'zh-CN': '费用类别', 'en-US': 'Expense categories' },
  permission: resourcePermission('expenseCategory', 'expense_category'),
  fields: {
    name: field.text({ 'zh-CN': '类别名称', 'en-US': 'Category name' }, { required: true, max: 50, unique: true, search: true }),
    direction: field.enum({ 'zh-CN': '收支方向', 'en-US': 'Direction' }, [
      { value: ExpenseDirection.expense, label: { 'zh-CN': '支出', 'en-US': 'Expense' } },
      { value: ExpenseDirection.income, label: { 'zh-CN': '收入', 'en-US': 'Income' } },
    ]),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'direction', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});

/** Expense projects an expense bill line is booked to; each may sit in a category. */
export const expenseProjectResource = defineResource({
  name: 'expense-projects',
  table: 'expense_project',
  label: { 'zh-CN': '费用项目', 'en-US': 'Expense projects' },
  permission: resourcePermission('expenseProject', 'expense_project'),
  fields: {
    name: field.text({ 'zh-CN': '项目名称', 'en-US': 'Project name' }, { required: true, max: 50, unique: true, search: true }),
    code: field.text({ 'zh-CN': '项目编码', 'en-US': 'Project code' }, { max: 30, unique: true, search: true }),
    category_id: field.ref({ 'zh-CN': '费用类别', 'en-US': 'Expense category' }, 'expense-categories'),
    status: field.switch({ 'zh-CN': '启用', 'en-US': 'Enabled' }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'code', 'category_id', 'status', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
