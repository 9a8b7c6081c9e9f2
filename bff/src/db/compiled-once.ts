import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A query that runs on every request, always the same but for its values (a session lookup): built and
 * compiled once per database, then run with each request's values in their slots. Kysely would build and
 * compile it each time, about two thirds of a session lookup's cost under load.
 *
 * `build` makes the query with `slot[name]` where each value goes; every slot must become exactly one of
 * the compiled query's parameters, and the query must have no other.
 */
export function compiledOnce<Row, Name extends string>(
  names: readonly Name[],
  build: (db: Kysely<Database>, slot: Readonly<Record<Name, string>>) => Compilable<Row>,
): (db: Kysely<Database>, values: Readonly<Record<Name, unknown>>) => CompiledQuery<Row> {
  const slot = Object.fromEntries(names.map((name) => [name, `\u0000slot:${name}`])) as Record<Name, string>;
  const compiled = new WeakMap<Kysely<Database>, { sql: string; positions: number[] }>();
  return (db, values) => {
    let known = compiled.get(db);
    if (!known) {
      const query = build(db, slot).compile();
      const positions = names.map((name) => query.parameters.indexOf(slot[name]));
      if (positions.includes(-1) || query.parameters.length !== names.length) {
        throw new Error(`compiledOnce: the query's parameters are not exactly the slots ${names.join(', ')}`);
      }
      known = { sql: query.sql, positions };
      compiled.set(db, known);
    }
    const parameters: unknown[] = new Array(names.length);
    for (let i = 0; i < names.length; i++)
      parameters[known.positions[i] as number] = values[names[i] as Name];
    return CompiledQuery.raw(known.sql, parameters) as CompiledQuery<Row>;
  };
}
