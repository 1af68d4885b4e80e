/**
 * How job text and queries are rewritten before PostgreSQL's parser sees them (decision 0100).
 *
 * The parser drops '#', '+' and a leading '.', so 'C#', 'C++' and '.NET' would all index as 'c'
 * or 'net'; and 'part time', 'part-time' and 'parttime' would be three different things. Each rule
 * turns such a spelling into one plain token that is indexed and searched as itself.
 *
 * The rules are applied twice: to documents by the SQL function `search_text` (migration 0003,
 * generated from this list by `searchTextFunctionSql`) and to queries by `searchText` below.
 * search-terms.test.ts checks that both give the same text for every rule's examples.
 */
export interface TermRule {
  /** A regular expression valid in both JavaScript and PostgreSQL (no \b, no lookbehind). */
  pattern: string;
  /** Case-insensitive unless false ('IT' the field, not 'it' the word). */
  ignoreCase: boolean;
  /** Replacement; `$1` is the character before the term (kept). */
  replacement: string;
  examples: string[];
}

/** Start of text or a character that cannot be part of a word: the term's left edge. */
const START = '(^|[^A-Za-z0-9_.#+])';
/** The term's right edge, without consuming it. */
const END = '(?=$|[^A-Za-z0-9_#+])';

const term = (pattern: string, token: string, examples: string[], ignoreCase = true): TermRule => ({
  pattern: `${START}${pattern}${END}`,
  ignoreCase,
  replacement: `$1 ${token} `,
  examples,
});

export const TERM_RULES: TermRule[] = [
  term('c\\+\\+', 'cplusplus', ['C++ developer', 'c++/qt']),
  term('c#', 'csharp', ['Senior C# .NET Developer', 'c#,java']),
  term('f#', 'fsharp', ['F# engineer']),
  term('asp\\.net( core)?', 'aspnet dotnet', ['ASP.NET Core developer', 'asp.net mvc']),
  term('\\.net( core)?', 'dotnet', ['.NET developer', 'C#/.NET', '.net core']),
  term('node\\.?js', 'nodejs', ['Node.js engineer', 'nodejs', 'NodeJS']),
  term('vue\\.?js', 'vuejs', ['Vue.js']),
  term('react\\.?js', 'react', ['React.js developer']),
  term('ci/cd', 'cicd', ['CI/CD pipelines']),
  term('part[ -]?time', 'parttime', ['Part time', 'part-time', 'parttime', 'Part-Time Barista']),
  term('full[ -]?time', 'fulltime', ['Full time', 'full-time', 'fulltime']),
  term('information technology', 'infotech', ['Information Technology manager']),
  // 'IT' the field is a stop word once lower-cased; only the capitals mean the field in a job ad.
  term('IT', 'infotech', ['IT Support Analyst', 'Head of IT'], false),
  // 'Chef/Cook' would be one file-path-like token to the parser; the slash only separates words.
  {
    pattern: '([A-Za-z0-9])/(?=[A-Za-z])',
    ignoreCase: true,
    replacement: '$1 / ',
    examples: ['Chef/Cook', 'Storeperson/Driver'],
  },
];

/** Queries are typed in any case: a lone 'it' in a query means the field too. */
export const QUERY_ONLY_RULES: TermRule[] = [term('it', 'infotech', ['it support'])];

const jsRegex = (rule: TermRule) => new RegExp(rule.pattern, rule.ignoreCase ? 'gi' : 'g');

/** Applies the rules in order; the same as SQL `search_text(text)` for documents. */
export function searchText(text: string, rules: TermRule[] = TERM_RULES): string {
  return rules.reduce((out, rule) => out.replace(jsRegex(rule), rule.replacement), text);
}

/** The query's text as searched: document rules, then the query-only ones. */
export const queryText = (text: string) => searchText(searchText(text), QUERY_ONLY_RULES);

const sqlString = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * The body of migration 0003's `search_text` function, printed from TERM_RULES
 * (`npx tsx -e "import('./search-terms.ts').then(m => console.log(m.searchTextFunctionSql()))"`).
 */
export function searchTextFunctionSql(): string {
  let expr = 't';
  for (const rule of TERM_RULES) {
    const flags = rule.ignoreCase ? 'gi' : 'g';
    const repl = rule.replacement.replace('$1', '\\1');
    expr = `regexp_replace(${expr}, ${sqlString(rule.pattern)}, ${sqlString(repl)}, '${flags}')`;
  }
  return `CREATE OR REPLACE FUNCTION search_text(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ${expr};`;
}
