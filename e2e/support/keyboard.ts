import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement, undefined, { timeout: 1000 }).catch(() => false);

/** What has focus, for the error message when a target is never reached. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page body';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}> "${name}"`;
  });

/**
 * Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would, and checks
 * that the focus is visible there. Fails after `max` presses: the control is unreachable.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) {
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} not reached in ${max} Tab presses; focus is on ${await focusedElement(page)}`);
}

/** Presses an arrow key until the target (a menu item, a radio) has focus. */
export async function arrowTo(page: Page, target: Locator, { key = 'ArrowDown', max = 15 } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${target} not reached with ${key}; focus is on ${await focusedElement(page)}`);
}

/**
 * A focused control shows it: an outline or a ring (box-shadow) on it, on the box drawn around a
 * field inside a wrapper (tags), or for a hidden switch input on the track drawn next to it.
 */
export async function expectFocusVisible(target: Locator) {
  const visible = await target.evaluate((el) => {
    const box = el.closest('.mantine-Input-input');
    return [el, box, el.nextElementSibling].some((node) => {
      if (!node) return false;
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
      return outline || s.boxShadow !== 'none';
    });
  });
  expect(visible, `${target} shows no focus indicator`).toBe(true);
}
