import pg from 'pg';

/**
 * Named prepared statements for every parameterised query, so PostgreSQL parses and analyses a statement once per
 * connection instead of on every execution (docs/performance.md, posting_throughput "Third round"). node-postgres
 * sends unnamed statements unless given a name; Kysely never gives one. The name is a function of the text alone,
 * so every connection agrees on it and a connection prepares each text the first time it runs it.
 *
 * Only queries with parameters are named: node-postgres sends parameterless text with the simple protocol, which is
 * what multi-statement scripts (migrations) need. Texts are bounded in number and length, because every connection
 * keeps each statement it prepared until it closes: statements built from variable-length lists (`IN ($1, …, $n)`)
 * would otherwise grow without end. Past the bound a text runs unnamed, as before.
 */
export const preparedStatementLimit = { texts: 2_000, length: 16_384 };

/**
 * A namer of statements: one text one name, a new text a new name, texts past the bounds unnamed. One per pool, so
 * the bound counts the texts that pool's connections keep; a process-wide count also let the statements of earlier
 * pools (test files sharing a worker) use up the bound of a new one.
 */
export function statementNames(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (text.length > preparedStatementLimit.length || names.size >= preparedStatementLimit.texts) return undefined;
    const name = `zf_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
}

/**
 * Makes a pool's clients name their parameterised queries, from their first query on.
 *
 * A statement prepared before its table changed shape (a newer server migrated while this one ran) fails with
 * "cached plan must not change result type" when it selects `*`; PostgreSQL keeps the old statement under its name.
 * That query fails once on that connection, and the connection prepares the text again under a new name from then on.
 */
export function prepareStatements(pool: pg.Pool): void {
  const statementName = statementNames();
  pool.on('connect', (client) => {
    const plainQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
    const renamed = new Map<string, string>();
    client.query = ((...args: unknown[]) => {
      const [text, values, callback] = args;
      if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
        const name = renamed.get(text) ?? statementName(text);
        if (name) {
          return (plainQuery({ name, text, values }) as Promise<unknown>).catch((e: { code?: string; routine?: string }) => {
            if (e.code === '0A000' && e.routine === 'RevalidateCachedQuery') renamed.set(text, `${name}_${renamed.size + 1}`);
            throw e;
          });
        }
      }
      return plainQuery(...args);
    }) as typeof client.query;
  });
}
