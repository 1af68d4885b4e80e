import type { QueryNode } from './search-parse.ts';

/**
 * Words the board and the searcher use for the same job (decision 0101). A query word or phrase
 * from a group matches any member of the group. 'IT' and 'information technology' are one token
 * already (search-terms.ts). Keep groups to true equivalents: a wider net ranks worse.
 */
export const SYNONYM_GROUPS: string[][] = [
  ['nanny', 'governess'],
  ['chef', 'cook'],
  ['truck driver', 'hgv driver', 'lorry driver'],
  ['caregiver', 'carer'],
  ['labourer', 'laborer'],
  ['storeperson', 'warehouse worker'],
  ['receptionist', 'front desk'],
];

const groups = SYNONYM_GROUPS.map((group) => group.map((member) => member.split(' ')));
const LONGEST = Math.max(...groups.flat().map((words) => words.length));

const asNode = (words: string[]): QueryNode =>
  words.length === 1 ? { kind: 'word', text: words[0] as string } : { kind: 'phrase', words };

/** The group whose member is exactly these words (lower case), if any. */
function groupOf(words: string[]): string[][] | undefined {
  const key = words.join(' ').toLowerCase();
  return groups.find((group) => group.some((member) => member.join(' ') === key));
}

/** Rewrites runs of words that belong to a synonym group into an `or` of the group's members. */
function expandRun(nodes: QueryNode[]): QueryNode[] {
  const out: QueryNode[] = [];
  for (let i = 0; i < nodes.length; ) {
    let matched = false;
    for (let len = Math.min(LONGEST, nodes.length - i); len >= 1 && !matched; len--) {
      const run = nodes.slice(i, i + len);
      const words = run.map((n) => (n.kind === 'word' ? n.text : null));
      if (words.some((w) => w === null)) continue;
      const group = groupOf(words as string[]);
      if (!group) continue;
      out.push({ kind: 'or', nodes: group.map(asNode) });
      i += len;
      matched = true;
    }
    if (!matched) {
      const node = nodes[i] as QueryNode;
      out.push(node.kind === 'word' ? node : expandSynonyms(node));
      i++;
    }
  }
  return out;
}

export function expandSynonyms(node: QueryNode): QueryNode {
  switch (node.kind) {
    case 'word':
      return expandRun([node])[0] as QueryNode;
    case 'phrase':
      return node;
    case 'not':
      return { kind: 'not', node: expandSynonyms(node.node) };
    case 'and':
      return { kind: 'and', nodes: expandRun(node.nodes) };
    case 'or':
      return { kind: 'or', nodes: node.nodes.map(expandSynonyms) };
  }
}
