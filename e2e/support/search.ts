import { expect, type Page } from '@playwright/test';

/**
 * Makes a change to the search (`change`: a sort, a filter) and waits until the first result
 * card is the first job of the answer to the search it asked for (its URL contains `urlPart`).
 * The old cards stay up until the new ones are drawn, so a card read any sooner may be stale.
 */
export async function changeSearch(page: Page, urlPart: string, change: () => Promise<unknown>) {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/jobs/search') && r.url().includes(urlPart)),
    change(),
  ]);
  const { items } = (await answer.json()) as { items: { id: string }[] };
  await expect(page.getByTestId('job-card').first().getByRole('link').first()).toHaveAttribute(
    'href',
    `/jobs/${items[0]?.id}`,
  );
}
