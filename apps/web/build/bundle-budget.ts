import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The JavaScript a first visit to / downloads before the page can render, gzipped. */
export const INITIAL_JS_BUDGET_BYTES = 150_000;

const HOME_PAGE = /features\/jobs\/pages\/home-page\.tsx$/;

const gzipSize = (code: string) => gzipSync(code, { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The entry, the chunk holding the home page (wherever it is bundled) and their static imports. */
export function initialChunksForHome(bundle: OutputBundle): OutputChunk[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const home = chunks.find((c) => c.moduleIds.some((id) => HOME_PAGE.test(id)));
  if (!entry || !home) throw new Error('bundle budget: entry or home page chunk not found');
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  visit(entry);
  visit(home);
  return [...seen];
}

/**
 * Prints what / loads and fails the build when it is over budget (issue 8: 150 KB gzipped),
 * so a heavy import reaching the shell is caught when it is written, not in production.
 */
export function bundleBudget(budget = INITIAL_JS_BUDGET_BYTES): Plugin {
  return {
    name: 'fitjobs-bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sized = initialChunksForHome(bundle)
        .map((c) => ({ file: c.fileName, bytes: gzipSize(c.code) }))
        .sort((a, b) => b.bytes - a.bytes);
      const total = sized.reduce((sum, c) => sum + c.bytes, 0);
      const lines = sized.map((c) => `  ${kB(c.bytes).padStart(9)}  ${c.file}`);
      this.info(`initial JavaScript for /: ${kB(total)} gzipped (budget ${kB(budget)})\n${lines.join('\n')}`);
      if (total > budget) {
        this.error(`initial JavaScript for / is ${kB(total)} gzipped, over the ${kB(budget)} budget`);
      }
    },
  };
}
