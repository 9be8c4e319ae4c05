/**
 * The plan of one list request as it ran, for `npm run bench`: a search is answered once more through a database that
 * records each statement (with the planner settings of its transaction), then every statement is replayed under
 * EXPLAIN (ANALYZE, BUFFERS) with the same settings, and the slowest one's plan is answered. A list without a search
 * is one statement: its page query.
 */
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../server/db/client";
import { listQuerySql } from "../server/notices/notice-list-repository";
import { LIST_COUNT_CAP, parseNoticeListQuery } from "../server/notices/notice-list-service";
import { findSearchPage, servesSearchPage } from "../server/notices/notice-search-repository";

interface Statement {
  settings: SQL[];
  query: SQL;
}

const textOf = (db: Db, query: SQL) =>
  (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string } } }).dialect.sqlToQuery(query).sql;

/** `db`, recording into `out` every statement it runs; a planner setting is kept as a setting of those after it. */
function recording(db: Db, out: Statement[]): Db {
  const record = (settings: SQL[]) => (query: SQL) => {
    if (/^\s*(set local|select set_config)/i.test(textOf(db, query))) settings.push(query);
    else out.push({ settings: [...settings], query });
    return db.execute(query);
  };
  return new Proxy(db, {
    get(target, key): unknown {
      if (key === "execute") return record([]);
      if (key === "transaction") {
        return (run: (tx: Db) => Promise<unknown>) => {
          const inTransaction = record([]);
          return run(
            new Proxy(target, {
              get: (t, k): unknown => (k === "execute" ? inTransaction : Reflect.get(t, k)),
            }),
          );
        };
      }
      return Reflect.get(target, key);
    },
  });
}

async function explain(db: Db, statement: Statement): Promise<{ ms: number; plan: string }> {
  const rows = await db.transaction(async (tx) => {
    for (const setting of statement.settings) await tx.execute(setting);
    return queryRows<Record<string, string>>(tx, sql`explain (analyze, buffers) ${statement.query}`);
  });
  const plan = rows.map((r) => Object.values(r)[0]).join("\n");
  return { ms: Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0), plan };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the slowest statement of the list request `query` (a query string). */
export async function explainList(db: Db, query: string): Promise<string> {
  const parsed = parseNoticeListQuery(Object.fromEntries(new URLSearchParams(query)));
  const offset = (parsed.page - 1) * parsed.limit;
  const now = new Date();
  const statements: Statement[] = [];
  if (servesSearchPage(parsed.filter, offset, parsed.limit)) {
    // The statements run one at a time here (a transaction's settings stay with its own statements).
    const cap = Math.max(LIST_COUNT_CAP, parsed.page * parsed.limit + 1);
    await findSearchPage(recording(db, statements), parsed.filter, now, parsed.limit, offset, cap);
  } else {
    statements.push({ settings: [], query: listQuerySql(parsed.filter, now, parsed.limit, offset) });
  }
  const plans = [];
  for (const statement of statements) plans.push(await explain(db, statement));
  const slowest = plans.reduce((a, b) => (b.ms > a.ms ? b : a));
  return `${statements.length} statement(s); the slowest:\n${slowest.plan}`;
}
