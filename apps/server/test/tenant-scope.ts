import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { TABLES } from '../src/db/distribution';
import { rowsOf } from '../src/db/rows';
import { statementCounter } from './statement-counter';

/*
 * The machinery of the tenant-scope guards (src/db/tenant-scope.test.ts for the reads,
 * tenant-scope-writes.test.ts, tenant-scope-writes-areas.test.ts and
 * tenant-scope-writes-payments.test.ts for the writes): the statements
 * a piece of work sends, collected, and for each, the tenant tables its generic plan scans without
 * naming their account. Citus routes a statement to the one node of its account only when each
 * scan of a tenant table carries `account_id = $n` (or a constant); a scan without it is a
 * statement that fans out, or that Citus refuses.
 */

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
  [condition: string]: unknown;
}

const CONDITIONS = ['Index Cond', 'Recheck Cond', 'Filter', 'TID Cond'];

/** The tenant tables a plan scans without naming their account by a parameter or a constant. */
export function unscopedScans(node: PlanNode, found: string[] = []): string[] {
  // A write's own node names its table, not a scan: an insert goes where its rows' account_id
  // sends it, an update or delete reads its rows through the scan below it, checked there.
  const table = node['Node Type'] === 'ModifyTable' ? undefined : node['Relation Name'];
  if (table && TABLES[table]?.class === 'tenant') {
    const column = table === 'accounts' ? 'id' : 'account_id';
    const conditions = [node, ...(node.Plans ?? [])].flatMap((part) =>
      CONDITIONS.map((key) => String(part[key] ?? '')),
    );
    const named = new RegExp(`\\b${column} = (\\$\\d+|'[^']*'::uuid)`);
    if (!conditions.some((condition) => named.test(condition))) found.push(table);
  }
  for (const child of node.Plans ?? []) unscopedScans(child, found);
  return found;
}

const STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * The checks of one test file's database: `collect` keeps the statements a piece of work sends,
 * `unscopedStatements` answers those that scan a tenant table without its account. One per file:
 * it wraps the database's driver to count its statements (test/statement-counter.ts).
 */
export function tenantScope(database: Database) {
  const counter = statementCounter(database);
  const { db } = database;

  /**
   * The generic plan of a statement with $n parameters, as PostgreSQL would run it for any values
   * (in a transaction: on PostgreSQL the pool would run each step on a connection of its choosing).
   */
  async function genericPlan(text: string): Promise<PlanNode> {
    const count = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
    const args = count > 0 ? `(${Array(count).fill('null').join(', ')})` : '';
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare tenant_scope_check as ${text}`));
      await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
      const result = await tx.execute(sql.raw(`explain (format json) execute tenant_scope_check${args}`));
      await tx.execute(sql.raw('deallocate tenant_scope_check'));
      const json = Object.values(rowsOf<Record<string, unknown>>(result)[0]!)[0];
      return (typeof json === 'string' ? JSON.parse(json) : json)[0].Plan as PlanNode;
    });
  }

  /** The tenant tables each statement scans without its account, with where it was sent from. */
  async function unscopedStatements(texts: Map<string, string>): Promise<string[]> {
    const problems: string[] = [];
    for (const [text, from] of texts) {
      const tables = unscopedScans(await genericPlan(text));
      if (tables.length > 0)
        problems.push(`${from}: ${[...new Set(tables)].join(', ')} in ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
    return problems;
  }

  /** On PGlite a prepared statement is sent as `execute name(...)` (db/prepared.ts): its text, as prepared. */
  async function preparedText(name: string): Promise<string | undefined> {
    const result = await db.execute(sql`select statement from pg_prepared_statements where name = ${name}`);
    return rowsOf<{ statement: string }>(result)[0]?.statement.replace(/^prepare \w+ as /i, '');
  }

  /** Runs `work`, keeping each statement it sent (once) with `from`, where it came from. */
  async function collect(texts: Map<string, string>, from: string, work: () => Promise<unknown>) {
    const { calls } = await counter.count(work);
    for (const call of calls) {
      const executed = /\bexecute (\w+)/.exec(call.text)?.[1];
      const text = executed ? await preparedText(executed) : call.statements === 1 ? call.text : undefined;
      if (text && STATEMENT.test(text) && !texts.has(text)) texts.set(text, from);
    }
  }

  return { genericPlan, unscopedStatements, preparedText, collect };
}
