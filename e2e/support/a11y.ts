import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the level the product promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Traffic {
  inflight: number;
  started: number;
}
const traffic = new WeakMap<Page, Traffic>();

/** Counts the page's requests from now on, so settle() can tell when the network is quiet. */
export function watchTraffic(page: Page): void {
  const t: Traffic = { inflight: 0, started: 0 };
  traffic.set(page, t);
  page.on('request', () => {
    t.inflight += 1;
    t.started += 1;
  });
  const done = () => {
    t.inflight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** No request in flight and none started for `quietMs` (Playwright's networkidle waits 500 ms). */
async function networkQuiet(page: Page, quietMs = 150, timeoutMs = 15_000) {
  const t = traffic.get(page);
  if (!t) throw new Error('call watchTraffic(page) first');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const before = t.started;
    if (t.inflight <= 0) {
      await page.waitForTimeout(quietMs);
      if (t.inflight <= 0 && t.started === before) return;
    } else {
      await page.waitForTimeout(50);
    }
  }
  throw new Error(`network still busy after ${timeoutMs} ms`);
}

/**
 * Opens a path in the running app through its router (history + popstate), as a link would: no
 * reload, so each screen costs its own requests only. The first visit loads the page.
 */
export async function openPath(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  // A dialog or menu left open by the previous screen goes first, as it would for a user.
  const open = page.getByRole('dialog').or(page.getByRole('menu'));
  if (await open.count()) await page.keyboard.press('Escape');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/**
 * Waits until the page shows its data: the network quiet, no spinner, and no transition running
 * (axe reads colours mid-fade as low contrast). Endless animations (spinners) are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  // The pointer rests where the last click was; a hover there would make the check depend on it.
  await page.mouse.move(0, 0);
  await networkQuiet(page);
  const spinners = page.locator('.mantine-Loader-root:visible');
  if (await spinners.count()) {
    await expect(spinners).toHaveCount(0, { timeout: 15_000 });
    // The spinner may give way to a second round of requests (the lists after the company).
    await networkQuiet(page);
  }
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The serious and critical WCAG violations on the page as it is now (or in the part `within`
 * selects), one entry each with the rule, its help and the elements.
 */
export async function seriousViolations(page: Page, where: string, within?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page per check to merge
  // results across frames, which the app (no iframes) does not need and which costs a second.
  // Only violations are read: axe then skips building selectors for every passing element.
  const axe = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode();
  if (within) axe.include(within);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: [${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n'),
    );
}
