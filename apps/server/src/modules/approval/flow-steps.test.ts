import { describe, expect, it } from 'vitest';
import { checkFlowSteps, myStepsOf } from './flow-steps.ts';

describe('audit flow steps', () => {
  it('every step needs an approver, and every approver must be known here', () => {
    expect(checkFlowSteps([{ employee_ids: [1] }, { group_ids: [7] }], new Set([1]), new Set([7]))).toEqual({});
    expect(checkFlowSteps([{}, { employee_ids: [2], group_ids: [8] }], new Set([1]), new Set([7])))
      .toEqual({ 'steps.0': 'approval.stepEmpty', 'steps.1.employee_ids': 'field.refMissing', 'steps.1.group_ids': 'field.refMissing' });
    expect(checkFlowSteps([], new Set(), new Set())).toEqual({});
  });
  it('finds the steps that name an employee directly or through their group', () => {
    const steps = [{ employee_ids: [1] }, { group_ids: [7] }, { employee_ids: [2], group_ids: [8] }];
    expect(myStepsOf(steps, 1, 7)).toEqual([0, 1]);
    expect(myStepsOf(steps, 2, null)).toEqual([2]);
    expect(myStepsOf(steps, 3, 9)).toEqual([]);
  });
});
