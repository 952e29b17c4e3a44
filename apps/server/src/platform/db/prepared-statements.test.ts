import { expect, it } from 'vitest';
import { preparedStatementLimit, statementNames } from './prepared-statements.ts';

it('gives one text one name, whichever connection asks, and a new text a new name', () => {
  const statementName = statementNames();
  const a = statementName('SELECT id FROM product WHERE enterprise_id = $1 /* unit a */');
  expect(a).toMatch(/^zf_\d+$/);
  expect(statementName('SELECT id FROM product WHERE enterprise_id = $1 /* unit a */')).toBe(a);
  expect(statementName('SELECT id FROM product WHERE enterprise_id = $1 /* unit b */')).not.toBe(a);
});

it('leaves texts past the bounds unnamed, so variable-length lists cannot grow the statements without end', () => {
  const statementName = statementNames();
  expect(statementName(`SELECT 1 WHERE $1 IN (${'0, '.repeat(preparedStatementLimit.length)}0)`)).toBeUndefined();
  let last: string | undefined = 'named';
  for (let n = 0; n <= preparedStatementLimit.texts; n++) last = statementName(`SELECT $1::int + ${n} /* unit bound */`);
  expect(last).toBeUndefined();
});

it('counts the bound per pool: a namer that used up its bound leaves a new one whole', () => {
  const full = statementNames();
  for (let n = 0; n <= preparedStatementLimit.texts; n++) full(`SELECT $1::int + ${n} /* unit bound */`);
  expect(full('SELECT $1::int /* another */')).toBeUndefined();
  expect(statementNames()('SELECT $1::int /* another */')).toBe('zf_1');
});
