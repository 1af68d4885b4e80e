import { queryText } from './search-terms.ts';

/**
 * What a person typed, as a tree (decision 0101). Words are ANDed; `or` between two parts makes
 * either do; `not` or a leading '-' on a word excludes it; "quotes" keep words together; brackets
 * nest. Anything else is punctuation: a pasted 'Registered Nurse - General Medicine' is four words,
 * not "registered nurse, but not general medicine".
 */
export type QueryNode =
  | { kind: 'word'; text: string }
  | { kind: 'phrase'; words: string[] }
  | { kind: 'and'; nodes: QueryNode[] }
  | { kind: 'or'; nodes: QueryNode[] }
  | { kind: 'not'; node: QueryNode };

type Token =
  | { t: 'word'; text: string; negated: boolean }
  | { t: 'phrase'; words: string[]; negated: boolean }
  | { t: 'open'; negated: boolean }
  | { t: 'close' }
  | { t: 'or' }
  | { t: 'not' };

/** Characters that only separate words (a pasted title's ' - ', '/', '&', commas...). */
const SEPARATORS = /[\s/&,;:|!?*=<>{}[\]\\~^]+/;

const wordsOf = (text: string) =>
  text
    .split(SEPARATORS)
    .map((w) => w.replace(/^[-'.]+|[-'.]+$/g, ''))
    .filter(Boolean);

function tokenize(raw: string): Token[] {
  const tokens: Token[] = [];
  const re = /(-?)"([^"]*)"?|(-?)\(|\)|([^\s()"]+)/g;
  for (const m of raw.matchAll(re)) {
    if (m[2] !== undefined) {
      const words = wordsOf(m[2]);
      if (words.length) tokens.push({ t: 'phrase', words, negated: m[1] === '-' });
    } else if (m[0].endsWith('(')) tokens.push({ t: 'open', negated: m[3] === '-' });
    else if (m[0] === ')') tokens.push({ t: 'close' });
    else if (m[4]) {
      const lower = m[4].toLowerCase();
      if (lower === 'or') tokens.push({ t: 'or' });
      else if (lower === 'not') tokens.push({ t: 'not' });
      else if (lower === 'and') continue;
      else {
        // '-word' excludes; a '-' on its own or inside a word ('part-time') does not.
        const negated = /^-[^-\s]/.test(m[4]);
        const words = wordsOf(negated ? m[4].slice(1) : m[4]);
        words.forEach((text, i) => {
          tokens.push({ t: 'word', text, negated: negated && i === 0 });
        });
      }
    }
  }
  return tokens;
}

const and = (nodes: QueryNode[]): QueryNode | null =>
  nodes.length === 0 ? null : nodes.length === 1 ? (nodes[0] ?? null) : { kind: 'and', nodes };
const or = (nodes: QueryNode[]): QueryNode | null =>
  nodes.length === 0 ? null : nodes.length === 1 ? (nodes[0] ?? null) : { kind: 'or', nodes };
const negate = (node: QueryNode | null, yes: boolean) =>
  node && yes ? { kind: 'not' as const, node } : node;

/** Recursive descent over the tokens; unbalanced brackets and stray operators are forgiven. */
function parseTokens(tokens: Token[]): QueryNode | null {
  let pos = 0;
  function expr(): QueryNode | null {
    const alternatives: QueryNode[] = [];
    let current: QueryNode[] = [];
    let negateNext = false;
    while (pos < tokens.length) {
      const tok = tokens[pos++] as Token;
      if (tok.t === 'close') break;
      if (tok.t === 'or') {
        const part = and(current);
        if (part) alternatives.push(part);
        current = [];
        continue;
      }
      if (tok.t === 'not') {
        negateNext = true;
        continue;
      }
      let node: QueryNode | null;
      if (tok.t === 'open') node = negate(expr(), tok.negated);
      else if (tok.t === 'phrase')
        node = negate(
          tok.words.length === 1
            ? { kind: 'word', text: tok.words[0] as string }
            : { kind: 'phrase', words: tok.words },
          tok.negated,
        );
      else node = negate({ kind: 'word', text: tok.text }, tok.negated);
      if (node) current.push(negate(node, negateNext) as QueryNode);
      negateNext = false;
    }
    const last = and(current);
    if (last) alternatives.push(last);
    return or(alternatives);
  }
  const parts: QueryNode[] = [];
  while (pos < tokens.length) {
    const node = expr();
    if (node) parts.push(node);
  }
  return and(parts);
}

/** The tree of a query's text after the term rules (search-terms.ts), or null when it is empty. */
export function parseQuery(raw: string): QueryNode | null {
  return parseTokens(tokenize(queryText(raw)));
}

/** The words a job must contain somewhere for the query to match it (not under a `not`). */
export function positiveWords(node: QueryNode | null): string[] {
  if (!node) return [];
  switch (node.kind) {
    case 'word':
      return [node.text];
    case 'phrase':
      return node.words;
    case 'not':
      return [];
    default:
      return node.nodes.flatMap(positiveWords);
  }
}

/** Whether a `not` sits anywhere in the tree. */
export function hasExclusion(node: QueryNode): boolean {
  if (node.kind === 'not') return true;
  return node.kind === 'and' || node.kind === 'or' ? node.nodes.some(hasExclusion) : false;
}

/** The query without its exclusions: what a title is compared with for ranking. */
export function withoutExclusions(node: QueryNode | null): QueryNode | null {
  if (!node || node.kind === 'not') return null;
  if (node.kind === 'and') return and(node.nodes.flatMap((n) => withoutExclusions(n) ?? []));
  if (node.kind === 'or') return or(node.nodes.flatMap((n) => withoutExclusions(n) ?? []));
  return node;
}

/** The plain words of a query that is only words ANDed together, else null (no phrase bonus then). */
export function plainWords(node: QueryNode | null): string[] | null {
  if (!node) return null;
  if (node.kind === 'word') return [node.text];
  if (node.kind !== 'and') return null;
  const words = node.nodes.map((n) => (n.kind === 'word' ? n.text : null));
  return words.every((w): w is string => w !== null) ? words : null;
}
