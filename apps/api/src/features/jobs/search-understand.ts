import type { Schedule, WorkFormat } from '@fitjobs/contract';
import { foldName, ONLY_AFTER_IN, type Place } from './search-places.ts';

/**
 * What a person's words say besides what the job is (decision 0208): a work type ("part time",
 * "casual", "temp"), a work format ("remote", "WFH", "hybrid", "on site") and a place anywhere in
 * the query become filters, and the rest is searched for. Only words outside quotes and brackets
 * that are not excluded count: "(nurse or chef) wellington" applies Wellington, `"part time"` and
 * `-casual` stay words. A filter the person chose already is never overridden.
 */
export interface QueryReading {
  /** The words left to search for, as typed, without the words taken as filters. */
  rest: string;
  schedule: Schedule | null;
  workFormat: WorkFormat | null;
  place: Place | null;
}

/** What the person already chose, which the words may not replace. */
export interface Chosen {
  schedule: boolean;
  workFormat: boolean;
  location: boolean;
}

type Filter = { schedule: Schedule } | { workFormat: WorkFormat };

/** Each phrase as folded words; the longest phrase at a position wins. */
const FILTER_WORDS: [string, Filter][] = [
  ['part time', { schedule: 'part_time' }],
  ['parttime', { schedule: 'part_time' }],
  ['full time', { schedule: 'full_time' }],
  ['fulltime', { schedule: 'full_time' }],
  ['casual', { schedule: 'casual' }],
  ['contract', { schedule: 'contract' }],
  // The board has no separate temporary type: a temp role is a fixed-term contract here.
  ['temp', { schedule: 'contract' }],
  ['temporary', { schedule: 'contract' }],
  ['remote', { workFormat: 'remote' }],
  ['wfh', { workFormat: 'remote' }],
  ['work from home', { workFormat: 'remote' }],
  ['working from home', { workFormat: 'remote' }],
  ['home based', { workFormat: 'remote' }],
  ['hybrid', { workFormat: 'hybrid' }],
  ['on site', { workFormat: 'on_site' }],
  ['onsite', { workFormat: 'on_site' }],
];
const FILTERS = new Map(FILTER_WORDS);
const LONGEST_FILTER = Math.max(...FILTER_WORDS.map(([k]) => k.split(' ').length));
/** Titles where the word names the job, not how it is worked ("Remote Area Nurse", "Contract Manager"). */
const PART_OF_A_TITLE = new Set([
  'remote area',
  'contract manager',
  'contract administrator',
  'contract specialist',
  'casual dining',
]);
/** Words a pasted place carries ("Wellington CBD"): part of the place, not of the job. */
const PLACE_TAILS = new Set(['cbd']);
const LONGEST_PLACE = 4;

interface Token {
  /** Folded, without edge punctuation; '' for a lone separator such as ' - '. */
  word: string;
  start: number;
  end: number;
  /** Outside quotes and brackets, and not excluded: the words a filter may come from. */
  free: boolean;
}

/** The query's tokens with their places in the text; hyphens split 'part-time' into two words. */
function tokensOf(raw: string): Token[] {
  const tokens: Token[] = [];
  let depth = 0;
  let negateNext = false;
  for (const m of raw.matchAll(/"[^"]*"?|\(|\)|[^\s()"]+/g)) {
    const text = m[0];
    const start = m.index;
    if (text === '(') depth++;
    else if (text === ')') depth = Math.max(0, depth - 1);
    if (text.startsWith('"') || text === '(' || text === ')') {
      tokens.push({ word: '', start, end: start + text.length, free: false });
      negateNext = false;
      continue;
    }
    const lower = text.toLowerCase();
    const negated = negateNext || /^-[^-\s]/.test(text);
    negateNext = lower === 'not';
    const free = depth === 0 && !negated && lower !== 'or' && lower !== 'not';
    // 'part-time' and 'on-site' are the two words; each keeps the whole token's span.
    const parts = foldName(text)
      .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '')
      .split(/-+/);
    for (const word of parts) tokens.push({ word, start, end: start + text.length, free: free && !!word });
  }
  return tokens;
}

/** The words from `i` as one key, when `n` free words follow each other there. */
function keyAt(tokens: Token[], i: number, n: number): string | null {
  const run = tokens.slice(i, i + n);
  if (run.length < n || run.some((t) => !t.free)) return null;
  return run.map((t) => t.word).join(' ');
}

export function readQuery(raw: string, places: Map<string, Place>, chosen: Chosen): QueryReading | null {
  const tokens = tokensOf(raw);
  const taken = new Set<number>();
  const take = (from: number, n: number) => {
    for (let k = from; k < from + n; k++) taken.add(k);
  };
  let schedule: Schedule | null = null;
  let workFormat: WorkFormat | null = null;
  let place: Place | null = null;

  for (let i = 0; i < tokens.length; i++) {
    if (taken.has(i)) continue;
    const filter = filterAt(tokens, i, chosen, { schedule, workFormat });
    if (filter) {
      if ('schedule' in filter.found) schedule = filter.found.schedule;
      else workFormat = filter.found.workFormat;
      take(i, filter.length);
      continue;
    }
    if (place || chosen.location) continue;
    const found = placeAt(tokens, i, places);
    if (!found) continue;
    place = found.place;
    take(found.from, found.length);
  }
  if (!schedule && !workFormat && !place) return null;
  return { rest: withoutTokens(raw, tokens, taken), schedule, workFormat, place };
}

function filterAt(
  tokens: Token[],
  i: number,
  chosen: Chosen,
  have: { schedule: Schedule | null; workFormat: WorkFormat | null },
): { found: Filter; length: number } | null {
  for (let n = LONGEST_FILTER; n >= 1; n--) {
    const key = keyAt(tokens, i, n);
    const found = key ? FILTERS.get(key) : undefined;
    if (!found) continue;
    if (PART_OF_A_TITLE.has(`${key} ${tokens[i + n]?.word ?? ''}`)) return null;
    const isSchedule = 'schedule' in found;
    if (isSchedule ? chosen.schedule || have.schedule : chosen.workFormat || have.workFormat) return null;
    return { found, length: n };
  }
  return null;
}

/**
 * A place at `i`: any name after 'in'; elsewhere a name that is not also an everyday word
 * ('Orange', 'Sale'). Takes the 'in' before it and a 'CBD' after it.
 */
function placeAt(
  tokens: Token[],
  i: number,
  places: Map<string, Place>,
): { place: Place; from: number; length: number } | null {
  for (let n = LONGEST_PLACE; n >= 1; n--) {
    const key = keyAt(tokens, i, n);
    const place = key ? places.get(key) : undefined;
    if (!key || !place) continue;
    const prev = tokens[i - 1];
    const afterIn = prev?.free === true && prev.word === 'in';
    if (!afterIn && ONLY_AFTER_IN.has(key)) continue;
    const next = tokens[i + n];
    const tail = next?.free === true && PLACE_TAILS.has(next.word) ? 1 : 0;
    return { place, from: afterIn ? i - 1 : i, length: n + tail + (afterIn ? 1 : 0) };
  }
  return null;
}

/**
 * The text without the taken tokens, and without the separators they leave dangling: 'Senior
 * Accountant - Wellington CBD - Hybrid' keeps 'Senior Accountant'.
 */
function withoutTokens(raw: string, tokens: Token[], taken: Set<number>): string {
  let out = '';
  let at = 0;
  const spans = tokens.filter((_, k) => taken.has(k));
  for (const t of spans) {
    if (t.start < at) continue; // the second word of a split token ('part-time')
    out += raw.slice(at, t.start);
    at = t.end;
  }
  out += raw.slice(at);
  return out
    .replace(/(^|\s)[-–—|,/]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
