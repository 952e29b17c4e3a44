/** employee.sex: SPEC §4 sex code 1 male, any other non-empty code female; stored 0 not given, 1 male, 2 female. */
export const Sex = { unknown: 0, male: 1, female: 2 } as const;
export const normalizeSex = (code: number) => (code === 0 ? Sex.unknown : code === 1 ? Sex.male : Sex.female);
