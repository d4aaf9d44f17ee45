import { Param, sql, type Column, type SQL } from 'drizzle-orm'
import type { Database } from './database'

/** What drizzle's prepared queries and sessions have in common on both drivers: the driver's client they send on. */
type OnClient = { client: unknown }

/** A prepared query: drizzle's `.prepare('')` of a select, insert, update or delete. */
type Prepared = { execute: (values?: Record<string, unknown>) => Promise<unknown> }

function clientOf(value: unknown, what: string): unknown {
  const client = (value as Partial<OnClient>).client
  // Both drivers' sessions and prepared queries keep their client as `client` (drizzle-orm 0.45); a drizzle upgrade that
  // changes it fails every test that scores a match, here, rather than sending on the wrong connection.
  if (!client) throw new Error(`reusableQuery: drizzle's ${what} has no client`)
  return client
}

/**
 * A query whose SQL is built once per driver and sent on whichever session runs it: the database itself or one of its
 * transactions. Drizzle builds a query's SQL again on every call (the app's largest cost per request beside the SQL
 * itself, docs/benchmarks.md, ADR 025), and a prepared query belongs to the session it was built on: a transaction has its
 * own, on its pooled connection. This keeps the built query (its text, its placeholders, how its rows are read) and
 * sends it on the caller's connection. `build` must name every value that changes as a `sql.placeholder`; the
 * statement is sent unnamed (`.prepare('')`), so PostgreSQL (or a pooler in front of it) keeps no prepared statement.
 */
export function reusableQuery<Q extends Prepared>(build: (db: Database) => Q): (db: Database) => Q {
  // By the session's class: PGlite and node-postgres read rows their own way; every database of a kind is alike.
  const built = new Map<unknown, Q>()
  return (db) => {
    const session = db._.session
    const client = clientOf(session, 'session')
    const query = built.get(session.constructor)
    if (!query) {
      const first = build(db)
      built.set(session.constructor, first)
      return first
    }
    if (clientOf(query, 'prepared query') === client) return query
    return Object.assign(Object.create(Object.getPrototypeOf(query) as object) as Q, query, { client })
  }
}

/**
 * A placeholder as an update's new value of `column`, sent as that column writes its values (JSON for jsonb, an ISO
 * string for a timestamp); drizzle's `set` takes no placeholder itself.
 */
export function setPlaceholder(column: Column, name: string): SQL {
  return sql`${new Param(sql.placeholder(name), column)}`
}
