import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3950';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking'] });
const out = '/work/scratch/shots';
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/jobs?query=nurse`);
  await page.waitForSelector('[data-testid=job-card]');
  await page.screenshot({ path: `${out}/jobs-${width}.png` });
  if (width < 600) {
    await page.getByRole('button', { name: /filters/i }).first().click();
  }
  const cls = page.getByLabel('Classification', { exact: true }).first();
  await cls.waitFor();
  await page.waitForTimeout(800);
  await cls.click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/jobs-classification-${width}.png` });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/jobs-classification-picked-${width}.png`, fullPage: width > 600 });
  await page.close();
}
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${base}/jobs?sort_by=salary_desc&pay_type=hourly`);
await page.waitForSelector('[data-testid=job-card]');
await page.waitForTimeout(800);
await page.screenshot({ path: `${out}/jobs-hourly-1280.png` });
await browser.close();
