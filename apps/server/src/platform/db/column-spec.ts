import type { SelectType } from 'kysely';

/**
 * A column as the migrated database has it, in one word: the PostgreSQL type family (`int` for smallint/integer,
 * `int8` bigint, `numeric`, `text`, `date`, `bool`, `json` for jsonb, `array`, `other` for the rest, e.g. xid8),
 * with `?` when it is nullable. The integration test database-type.int.test.ts reads the same word from
 * information_schema; the TypeScript side below says which words a Kysely column type may stand for, so the table
 * types, this description and the migrations cannot drift apart unnoticed.
 */
export type ColumnKind = 'int' | 'int8' | 'numeric' | 'text' | 'date' | 'bool' | 'json' | 'array' | 'other';
export type ColumnSpec = ColumnKind | `${ColumnKind}?`;

/**
 * The database kinds a value read as T can come from, given the driver's type parsers (types.ts): integers as
 * numbers; bigint, numeric, date and unknown types as strings (a `string | number` time is a bigint read as a string
 * and written as a number); booleans; jsonb as anything (unknown, objects, arrays); arrays.
 */
type KindsOf<T> =
  [T] extends [number] ? 'int'
    : [T] extends [string] ? 'int8' | 'numeric' | 'text' | 'date' | 'other'
      : [T] extends [string | number] ? 'int8'
        : [T] extends [boolean] ? 'bool'
          : [T] extends [readonly unknown[]] ? 'array' | 'json'
            : 'json';

/** The specs a Kysely column type may be described with: its kinds, with `?` exactly when it reads as nullable. */
export type SpecOf<C> =
  unknown extends SelectType<C> ? 'json' | 'json?'
    : null extends SelectType<C> ? `${KindsOf<Exclude<SelectType<C>, null>>}?`
      : KindsOf<SelectType<C>>;

/** Every table of a database type, every column of each, described by a spec its TypeScript type allows. */
export type TableColumnsOf<DB> = { [T in keyof DB]-?: { [C in keyof DB[T]]-?: SpecOf<DB[T][C]> } };
