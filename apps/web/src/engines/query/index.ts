export { QueryScreen } from './QueryScreen.tsx';
export { defineQuery, type QueryDef, type QueryColumn, type QueryFilter, type ColumnKind } from './query-def.ts';
