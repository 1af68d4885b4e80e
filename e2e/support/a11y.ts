import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the level the product promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until the page shows its data: no request in flight, no spinner, and no transition
 * running (axe reads colours mid-fade as low contrast). Endless animations (spinners) are not
 * waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 15_000 });
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
  const axe = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode();
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
