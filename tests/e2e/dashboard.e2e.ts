/**
 * The forwarder's dashboard in a real browser against the production build: switching the range
 * changes the address, the figures, the ApexCharts chart and the world map; the win/loss tables are
 * there; axe finds nothing, at 1280 and at 390 px. A shipper who opens it is told it is for forwarders, with the way to Find Quote.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, openPage, waitForBackend } from './harness';
import { signInThroughPage } from './sign-in';
import { messages } from '../../src/features/dashboard/dashboard.messages';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const t = (key: keyof typeof messages.en_US) => messages.en_US[key];

const signIn = (page: Page, email: string) => signInThroughPage(page, 'en_US', email);

/** What the page shows of the range: the window, the revenue, the map's name and the chart's x labels. */
async function shown(page: Page) {
  const map = page.getByRole('img', { name: /^World map of shipments by destination country/ });
  await map.waitFor({ timeout: 20_000 });
  await page.locator('.apexcharts-canvas').first().waitFor({ timeout: 20_000 });
  return {
    window: await page.locator('.db-caption').nth(1).textContent(),
    revenue: await page.locator('.db-kpi .db-value').first().textContent(),
    map: await map.getAttribute('aria-label'),
    xLabels: await page.locator('.apexcharts-xaxis-label').allTextContents(),
  };
}

test('the forwarder switches ranges and the figures, chart and map follow; axe finds nothing', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signIn(page, 'forwarder@example.com');
  await page.goto('/dashboard');
  await waitForBackend(page);
  const month = await shown(page);
  assert.match(month.revenue ?? '', /^USD [\d,]+\.\d{2}$/);
  // The forwarder's company wears the purple skin: its charts and map are drawn in its brand colours (600, 700).
  // ApexCharts draws its series after the figures show: read the colours once every part is drawn.
  const parts = { line: '.apexcharts-area-series path.apexcharts-area[fill="none"]', bars: '.apexcharts-bar-area', map: '.db-map path[data-shipments]' };
  await page.waitForFunction((selectors) => Object.values(selectors).every((selector) => document.querySelector(selector)), parts);
  const painted = await page.evaluate((selectors) => ({
    line: document.querySelector(selectors.line)?.getAttribute('stroke'),
    bars: document.querySelector(selectors.bars)?.getAttribute('stroke'),
    map: document.querySelector(selectors.map)?.getAttribute('fill'),
  }), parts);
  assert.deepEqual(painted, { line: '#7039aa', bars: '#7039aa', map: '#5e2f8f' });
  assert.deepEqual(await axeViolations(page), [], 'axe on the month');

  await page.getByRole('button', { name: t('dashboard.range.LAST_1_YEAR') }).click();
  await page.waitForURL((url) => url.search === '?range=year');
  await page.getByRole('button', { name: t('dashboard.range.LAST_1_YEAR'), pressed: true }).waitFor();
  await page.waitForFunction((before) => {
    const caption = document.querySelectorAll('.db-caption')[1];
    return !!caption && caption.textContent !== before;
  }, month.window);
  const year = await shown(page);
  assert.notEqual(year.window, month.window);
  assert.notEqual(year.revenue, month.revenue, 'a year earns more than its last month');
  assert.notEqual(year.map, month.map, 'the map names the year’s countries and counts');
  assert.ok(year.xLabels.some((label) => /^[A-Z][a-z]{2} \d{4}$/.test(label.trim())), `months on the chart: ${year.xLabels.join('|')}`);

  // Back returns to the month, from the address.
  await page.goBack();
  await page.getByRole('button', { name: t('dashboard.range.LAST_1_MONTH'), pressed: true }).waitFor();
  assert.equal((await shown(page)).revenue, month.revenue);

  await page.setViewportSize({ width: 390, height: 844 });
  // ApexCharts redraws at the new width after its resize handler runs.
  await page.waitForFunction(() => [...document.querySelectorAll('.apexcharts-canvas')].every((c) => c.getBoundingClientRect().right <= window.innerWidth));
  // A few dates on the revenue chart's axis, not a dozen running into each other.
  const dates = (await page.locator('.db-chart').first().locator('.apexcharts-xaxis-label').allTextContents()).filter((label) => label.trim() !== '');
  assert.ok(dates.length > 1 && dates.length <= 7, `dates on the phone's chart: ${dates.join('|')}`);
  // The win/loss tables of the month: rows by lane and by buyer (the demo seed has answered requests).
  await page.getByRole('table', { name: t('dashboard.section.winLossLane') }).getByRole('rowheader').first().waitFor();
  await page.getByRole('table', { name: t('dashboard.section.winLossBuyer') }).getByRole('rowheader').first().waitFor();
  // Wide tables scroll inside their own region (which fits); nothing else goes past the edge.
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((e) => !e.parentElement?.closest('.db-scroll') && e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName}.${e.className}`),
  );
  assert.deepEqual(wide, [], 'nothing is cut off at 390 px');
  assert.deepEqual(await axeViolations(page), [], 'axe at 390 px');
  assertClean();
  await context.close();
});

test('a shipper is told the dashboard is for forwarders, with the way to their start page', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signIn(page, 'shipper@example.com');
  await page.goto('/dashboard');
  await waitForBackend(page);
  await page.getByRole('heading', { name: t('dashboard.forShipper.title') }).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe on the shipper’s message');
  await page.getByRole('link', { name: t('dashboard.forShipper.link') }).click();
  await page.waitForURL((url) => url.pathname === '/');
  assertClean();
  await context.close();
});
