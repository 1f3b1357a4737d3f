import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/** Rows of a driver result: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  return result && typeof result === "object" && "rows" in result && Array.isArray(result.rows) ? (result.rows as Row[]) : [];
}

/**
 * A statement for a hot path, compiled once and run as a named prepared statement.
 *
 * The query is written with Drizzle's `sql` template (tables and columns come from the schema) and
 * `sql.placeholder(name)` for every value. Drizzle turns it into SQL text once, at first use, instead of on every
 * request; on PostgreSQL node-postgres then parses and plans it once per pooled connection (a named statement)
 * and later runs only bind and execute. PGlite runs the same text with the same parameters. `db.execute` does
 * neither: it rebuilds the text and sends an unnamed statement every time, which bench/leads.mjs showed to cost
 * a third of PostgreSQL's CPU per lead.
 */
export interface PreparedStatement<Name extends string> {
  readonly name: string;
  readonly text: string;
  /** Runs the statement with these values and answers the rows it returns (none for a plain insert). */
  run<Row = Record<string, unknown>>(db: Database, values: Record<Name, unknown>): Promise<Row[]>;
}

interface NodePostgresLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<unknown>;
  totalCount: number;
}

interface PgliteLike {
  query(text: string, params: unknown[]): Promise<unknown>;
}

const dialect = new PgDialect();

/** Drizzle keeps the driver's client on `$client` (a node-postgres Pool or a PGlite instance). */
function clientOf(db: Database): NodePostgresLike | PgliteLike {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!client || typeof client !== "object" || typeof (client as { query?: unknown }).query !== "function") {
    throw new Error("the database handle exposes no driver client");
  }
  return client as NodePostgresLike | PgliteLike;
}

function isNodePostgres(client: NodePostgresLike | PgliteLike): client is NodePostgresLike {
  return typeof (client as NodePostgresLike).totalCount === "number";
}

export function preparedStatement<Name extends string>(name: string, build: () => SQL): PreparedStatement<Name> {
  let compiled: { text: string; params: unknown[] } | undefined;
  const compile = () => {
    if (!compiled) {
      const query = dialect.sqlToQuery(build());
      compiled = { text: query.sql, params: query.params };
    }
    return compiled;
  };
  return {
    name,
    get text() {
      return compile().text;
    },
    async run<Row>(db: Database, values: Record<Name, unknown>) {
      const { text, params } = compile();
      const filled = fillPlaceholders(params, values);
      const client = clientOf(db);
      const result = isNodePostgres(client)
        ? await client.query({ name, text, values: filled })
        : await client.query(text, filled);
      return rowsOf<Row>(result);
    },
  };
}
