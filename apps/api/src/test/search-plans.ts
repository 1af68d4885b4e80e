import type { JobSearchQuery } from '@fitjobs/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from '../features/jobs/db-rows.ts';
import { pageParts, pageQuery } from '../features/jobs/search-page.ts';
import { keywordsOf } from '../features/jobs/search-query.ts';

/** One node of `EXPLAIN (FORMAT JSON)`, with what the search tests read of it. */
export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Order By'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** Every node of a statement's plan, with the `off` settings turned off for it alone. */
export function planNodes(db: DbOrTx, statement: SQL, off: string[]): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql.raw(`SET LOCAL ${setting} = off`));
    const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (FORMAT JSON) ${statement}`);
    const plan = row?.['QUERY PLAN'];
    const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    if (!top) throw new Error('no plan');
    return nodes(top.Plan);
  });
}

/** The ids of a search's first `limit` matches as a sort of every match orders them. */
export async function sortedMatches(db: DbOrTx, query: JobSearchQuery, limit: number): Promise<string[]> {
  const parts = pageParts(query, keywordsOf(query), { now: new Date() }, null);
  return (await rowsOf<{ id: string }>(db, pageQuery(parts, 'sort', limit))).map((r) => r.id);
}
