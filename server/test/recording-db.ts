import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { AppContext } from "../context";

/**
 * `ctx` with a database that notes the text of every statement asked of it (transactions' included) before running
 * it: a test reads which statements a request needed.
 */
export function recordingStatements(ctx: AppContext): { ctx: AppContext; statements: string[] } {
  const statements: string[] = [];
  const dialect = new PgDialect();
  const recording = <T extends object>(db: T): T =>
    new Proxy(db, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (key === "execute")
          return (query: SQL) => {
            statements.push(dialect.sqlToQuery(query).sql);
            return (value as (q: SQL) => unknown).call(target, query);
          };
        if (key === "transaction")
          return (work: (tx: object) => unknown) =>
            (value as (w: (tx: object) => unknown) => unknown).call(target, (tx: object) =>
              work(recording(tx)),
            );
        return typeof value === "function" ? (value as () => unknown).bind(target) : value;
      },
    });
  return { ctx: { ...ctx, db: recording(ctx.db) }, statements };
}
