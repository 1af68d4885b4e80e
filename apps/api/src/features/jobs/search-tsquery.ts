import { type SQL, sql } from 'drizzle-orm';
import type { QueryNode } from './search-parse.ts';

/** 'fts' stems (developer = development), 'fts_simple' keeps words as written (migration 0003). */
export type TextConfig = 'fts' | 'fts_simple';

/**
 * The tsquery of a query tree. Each word goes through plainto_tsquery, which never fails on what a
 * person typed: punctuation inside a word is its parser's business, and a stop word becomes an
 * empty query that `&&` and `||` drop.
 */
export function tsquery(node: QueryNode, config: TextConfig): SQL {
  const cfg = sql.raw(`'${config}'`);
  switch (node.kind) {
    case 'word':
      return sql`plainto_tsquery(${cfg}, ${node.text})`;
    case 'phrase':
      return sql`phraseto_tsquery(${cfg}, ${node.words.join(' ')})`;
    case 'not':
      return sql`(!! ${tsquery(node.node, config)})`;
    case 'and':
      return sql`(${sql.join(
        node.nodes.map((n) => tsquery(n, config)),
        sql` && `,
      )})`;
    case 'or':
      return sql`(${sql.join(
        node.nodes.map((n) => tsquery(n, config)),
        sql` || `,
      )})`;
  }
}

/** Any one of the words: a title that has some of them ranks above one that has none. */
export function anyWordQuery(words: string[], config: TextConfig): SQL {
  const cfg = sql.raw(`'${config}'`);
  return sql`(${sql.join(
    words.map((w) => sql`plainto_tsquery(${cfg}, ${w})`),
    sql` || `,
  )})`;
}

/** The words next to each other, in order. */
export function phraseQuery(words: string[], config: TextConfig): SQL {
  return sql`phraseto_tsquery(${sql.raw(`'${config}'`)}, ${words.join(' ')})`;
}
