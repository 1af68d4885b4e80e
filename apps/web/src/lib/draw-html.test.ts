import { createElement, lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { drawHtml, prerenderHtml } from './draw-html.ts';

const h = createElement;

function Broken(): never {
  throw new Error('broken part');
}

describe('drawHtml', () => {
  it('draws what prerender draws', async () => {
    const tree = h(
      'main',
      null,
      h('h1', null, 'Nurse'),
      h(Suspense, { fallback: 'loading' }, h('p', null, 'ready')),
    );
    expect(await drawHtml(tree)).toBe(await prerenderHtml(tree));
  });

  it('waits for a lazy part whose code has not loaded, and draws it in one pass once it has', async () => {
    const load = vi.fn(async () => ({ default: () => h('p', null, 'lazy part') }));
    const Part = lazy(load);
    const tree = h('main', null, h(Suspense, { fallback: h('span', null, 'loading') }, h(Part)));
    const first = await drawHtml(tree);
    expect(first).toContain('lazy part');
    expect(first).not.toContain('loading');
    expect(await drawHtml(tree)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failing part to the browser, as prerender does', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tree = h('main', null, h(Suspense, { fallback: h('span', null, 'loading') }, h(Broken)));
    expect(await drawHtml(tree)).toBe(await prerenderHtml(tree));
    error.mockRestore();
  });
});
