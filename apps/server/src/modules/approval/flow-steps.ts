export interface FlowStep {
  employee_ids?: number[];
  group_ids?: number[];
}

/**
 * Field errors of an audit flow: every step needs at least one approver, and every approver must be a member of
 * staff or a permission group of this enterprise (another enterprise's ids read as missing).
 */
export function checkFlowSteps(steps: FlowStep[], employees: ReadonlySet<number>, groups: ReadonlySet<number>): Record<string, 'approval.stepEmpty' | 'field.refMissing'> {
  const fields: Record<string, 'approval.stepEmpty' | 'field.refMissing'> = {};
  steps.forEach((s, i) => {
    const e = s.employee_ids ?? [];
    const g = s.group_ids ?? [];
    if (!e.length && !g.length) fields[`steps.${i}`] = 'approval.stepEmpty';
    if (e.some((id) => !employees.has(id))) fields[`steps.${i}.employee_ids`] = 'field.refMissing';
    if (g.some((id) => !groups.has(id))) fields[`steps.${i}.group_ids`] = 'field.refMissing';
  });
  return fields;
}

/** Steps (0-based) of a flow where this employee, or their permission group, is an approver. */
export function myStepsOf(steps: FlowStep[], employeeId: number, groupId: number | null): number[] {
  return steps.flatMap((s, i) => ((s.employee_ids ?? []).includes(employeeId) || (groupId !== null && (s.group_ids ?? []).includes(groupId)) ? [i] : []));
}
