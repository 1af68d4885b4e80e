import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3950';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking'] });
const res = await fetch(`${base}/api/v1/jobs/search?pay_type=hourly&q=barista`);
const id = (await res.json()).items[0]?.id ?? (await (await fetch(`${base}/api/v1/jobs/search?pay_type=hourly`)).json()).items[0].id;
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/jobs/${id}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/work/scratch/shots/job-hourly-${width}.png` });
  await page.goto(`${base}/jobs?pay_type=hourly&sort_by=salary_asc`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/work/scratch/shots/jobs-hourly-${width}.png` });
  await page.close();
}
await browser.close();
