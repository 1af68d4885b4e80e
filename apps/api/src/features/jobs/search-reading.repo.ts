import type { JobSearchQuery, SearchPlace, SearchUnderstood } from '@fitjobs/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cachedPerDatabase } from '../../db/per-database-cache.ts';
import { rowsOf } from './db-rows.ts';
import type { QueryNode } from './search-parse.ts';
import { placesOf } from './search-places.repo.ts';
import { findPlace, foldName, type Place } from './search-places.ts';
import { readQuery } from './search-understand.ts';

/** A search as its words were read: the query that runs, and what the answer says was applied. */
export interface SearchReading {
  query: JobSearchQuery;
  place: SearchPlace | null;
  understood: SearchUnderstood | null;
}

const hasLocation = (q: JobSearchQuery) => Boolean(q.country_id || q.region_id || q.city_id);

function withPlace(query: JobSearchQuery, place: Place | null): JobSearchQuery {
  if (!place) return query;
  return {
    ...query,
    country_id: place.country_id,
    region_id: place.region_id ?? undefined,
    city_id: place.city_id ?? undefined,
  };
}

/**
 * The readings of a search, best first (decision 0208). The first takes work types, work formats
 * and a place anywhere in the words as filters; when it differs, the second is the literal one of
 * decision 0101 (a place only at the end or after 'in' of a plain query), which the search falls
 * back to when the first finds nothing: reading words as filters must never turn a query that
 * finds jobs into one that finds none.
 */
export async function readingsOf(db: DbOrTx, asked: JobSearchQuery): Promise<SearchReading[]> {
  const q = asked.q?.trim();
  if (!q) return [{ query: asked, place: null, understood: null }];
  const places = await placesOf(db);
  const vocabulary = await vocabularyFor(db, q);
  const literal = literalReading(asked, q, places, vocabulary);
  const read = readQuery(q, places, {
    schedule: Boolean(asked.schedule),
    workFormat: Boolean(asked.work_format),
    location: hasLocation(asked),
  });
  if (!read) return [literal];
  const understood = read.schedule || read.workFormat;
  const sameAsLiteral =
    !understood && read.rest === literal.place?.query && read.place?.name === literal.place?.name;
  if (sameAsLiteral) return [literal];
  const query: JobSearchQuery = withPlace(
    {
      ...asked,
      q: asSearched(read.rest, vocabulary),
      schedule: read.schedule ?? asked.schedule,
      work_format: read.workFormat ?? asked.work_format,
    },
    read.place,
  );
  const generous: SearchReading = {
    query,
    place: read.place ? { ...read.place, query: read.rest } : null,
    understood: understood
      ? { query: read.rest, schedule: read.schedule, work_format: read.workFormat }
      : null,
  };
  return [generous, literal];
}

function literalReading(
  asked: JobSearchQuery,
  q: string,
  places: Map<string, Place>,
  vocabulary: Map<string, number>,
): SearchReading {
  const found = hasLocation(asked) ? null : findPlace(q, places);
  const rest = found ? found.rest : q;
  return {
    query: withPlace({ ...asked, q: asSearched(rest, vocabulary) }, found?.place ?? null),
    place: found ? { ...found.place, query: found.rest } : null,
    understood: null,
  };
}

const JOINED = /^[a-z]{7,}$/;
const MIN_PART = 3;
const splitHyphens = (text: string) => text.replace(/(^|\s)([a-z]{3,})-([a-z]{3,})(?=\s|$)/gi, '$1$2 $3');
const joinedWords = (text: string) => [
  ...new Set(
    splitHyphens(text)
      .split(/\s+/)
      .map(foldName)
      .filter((w) => JOINED.test(w)),
  ),
];

/**
 * How many listed titles hold each word (search_vocabulary), kept per process for five minutes:
 * the table is refreshed hourly, and the refresh forgets this process's copy at once
 * (search-upkeep.repo.ts). Read per search, it was a round trip for every query with a long word.
 */
export const titleVocabulary = cachedPerDatabase(
  async (db) => {
    const rows = await rowsOf<{ word: string; jobs: number }>(
      db,
      sql`SELECT word, jobs FROM search_vocabulary`,
    );
    return new Map(rows.map((r) => [r.word, Number(r.jobs)]));
  },
  5 * 60 * 1000,
);

/** The vocabulary a query's long words are split by; none needed when it has no long word. */
async function vocabularyFor(db: DbOrTx, text: string): Promise<Map<string, number>> {
  return joinedWords(text).length ? titleVocabulary(db) : new Map();
}

/**
 * The words as searched (issue 26 item 8): 'sous-chef' and 'souschef' as 'sous chef' when the
 * board's titles know the two words and not the joined one; a number with the word before it
 * ('class 2') as a phrase, so "class 2 driver" wants Class 2 and not a class and a 2 anywhere.
 */
export function asSearched(text: string, vocabulary: Map<string, number>): string {
  if (text.includes('"')) return text;
  const split = (word: string): string => {
    const w = foldName(word);
    if (!JOINED.test(w) || vocabulary.has(w)) return word;
    let best: { text: string; jobs: number } | null = null;
    for (let i = MIN_PART; i <= w.length - MIN_PART; i++) {
      const jobs = Math.min(vocabulary.get(w.slice(0, i)) ?? 0, vocabulary.get(w.slice(i)) ?? 0);
      if (jobs > 0 && (!best || jobs > best.jobs)) best = { text: `${w.slice(0, i)} ${w.slice(i)}`, jobs };
    }
    return best?.text ?? word;
  };
  return splitHyphens(text)
    .split(/\s+/)
    .filter(Boolean)
    .map(split)
    .join(' ')
    .replace(/(^|\s)(?!(?:or|not|and|in)\s)([a-z][a-z.+#]*)\s+(\d{1,2})(?=\s|$)/gi, '$1"$2 $3"');
}

/**
 * At most how many listed titles hold `node`'s words as written, by the vocabulary (as of its last
 * refresh); null when it cannot say: a word it does not hold, or one that is not plain letters.
 * Every word of an 'and' holds the bound of the rarest it knows; an 'or' adds its parts'.
 */
export function titleMatchesAtMost(node: QueryNode, vocabulary: Map<string, number>): number | null {
  const word = (text: string) => {
    const w = text.toLowerCase();
    return /^[a-z]{2,}$/.test(w) ? (vocabulary.get(w) ?? null) : null;
  };
  const rarest = (bounds: (number | null)[]) => {
    const known = bounds.filter((b): b is number => b !== null);
    return known.length ? Math.min(...known) : null;
  };
  const parts = (nodes: QueryNode[]) => nodes.map((n) => titleMatchesAtMost(n, vocabulary));
  switch (node.kind) {
    case 'word':
      return word(node.text);
    case 'phrase':
      return rarest(node.words.map(word));
    case 'and':
      return rarest(parts(node.nodes));
    case 'or': {
      let sum = 0;
      for (const bound of parts(node.nodes)) {
        if (bound === null) return null;
        sum += bound;
      }
      return sum;
    }
    case 'not':
      return null;
  }
}
