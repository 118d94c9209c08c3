// The console's reports with the real server (decision 204): the owner of the demo shops opens Reports for
// Redmond Tire Pros over the 28 days of the seeded demo month, reads its figures in the charts' tables, and the
// CSV download holds the same numbers. chart.js arrives only with the reports page.
import { readFile } from 'node:fs/promises';
import { allowApiErrors, expect, test } from './support/api-answers';
import { expectAccessible } from './support/accessibility';

const OWNER = { email: 'owner@demo.texttoapply.example', password: 'demo-password-2026' };
const SHOP = 'Redmond Tire Pros';

/** A date at the shop (the config runs everything in Pacific time) moved by whole days. */
function shopDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

test('the reports page shows the seeded month at Redmond Tire Pros, and its CSV the same figures', async ({
  browser,
}) => {
  const desk = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
  const page = await desk.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  allowApiErrors(page, [{ method: 'GET', path: '/api/v1/staff/me', status: 401 }]);
  await page.goto('/console');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Location').selectOption({ label: `${SHOP} (Owner)` });
  await expect(page.getByRole('heading', { name: `Today at ${SHOP}` })).toBeVisible();
  // The board has no chart: chart.js is not fetched for it.
  expect(scripts.filter((url) => /report-chart-setup/.test(url))).toEqual([]);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  // The seeded month: the 28 days before the server started (today's journeys of other walks left out).
  const from = shopDay(-28);
  const to = shopDay(-1);
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText(`${SHOP}, from ${from} to ${to}`)).toBeVisible();

  const funnel = page.getByRole('table', { name: 'Journeys at each stage' });
  const cell = (table: typeof funnel, row: string, column = 1) =>
    table
      .getByRole('row', { name: row })
      .getByRole('cell')
      .nth(column - 1);
  await expect(cell(funnel, 'Journeys started')).toHaveText('60');
  await expect(cell(funnel, 'Phone verified')).toHaveText('49');
  await expect(cell(funnel, 'Applications submitted')).toHaveText('37');
  await expect(cell(funnel, 'Approved')).toHaveText('31');
  await expect(cell(funnel, 'Sales completed')).toHaveText('21');
  const lenders = page.getByRole('table', { name: 'Approvals by lender' });
  await expect(lenders.getByRole('row', { name: /^CFNA/ })).toHaveText(
    /CFNA\s*37\s*23\s*62\.2%\s*\$43,900\.00/,
  );
  await expect(lenders.getByRole('row', { name: /^Concora/ })).toHaveText(
    /Concora\s*8\s*8\s*100\.0%\s*\$10,300\.00/,
  );
  const stops = page.getByRole('table', { name: 'Journeys that stopped on each page without submitting' });
  await expect(cell(stops, 'Identification')).toHaveText('3');
  await expect(page.getByRole('definition').filter({ hasText: '$25,611.13' })).toBeVisible();
  // The lenders' table as the page shows it, to hold the CSV to it cell by cell.
  const lenderCells = await lenders
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent!.trim())),
    );
  expect(lenderCells.length).toBeGreaterThan(0);
  // Each chart is drawn (chart.js came with this page) beside its table.
  await expect(page.getByRole('img', { name: /Journeys at each stage \(chart/ })).toBeVisible();
  expect(scripts.filter((url) => /report-chart-setup/.test(url)).length).toBe(1);
  await expectAccessible(page, 'console reports');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`report-demo-cfna-${from}-to-${to}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('section,figure,value,decided,approved,approval rate,approved volume');
  const quoted = (cell: string) => (cell.includes(',') ? `"${cell}"` : cell);
  for (const [lender, ...cells] of lenderCells) {
    expect(lines).toContain(['lender', lender, '', ...cells].map((cell) => quoted(cell!)).join(','));
  }
  expect(lines).toEqual(
    expect.arrayContaining([
      `range,from,${from}`,
      `range,to,${to}`,
      'funnel,Journeys started,60',
      'funnel,Phone verified,49',
      'funnel,Applications submitted,37',
      'funnel,Approved,31',
      'funnel,Sales completed,21',
      'funnel,Sales invoiced,"$25,611.13"',
      'funnel,Customers left,5',
      'waterfall,Approved after a decline,8',
      'timing,Median minutes from link to decision,24.0',
      'lender,CFNA,,37,23,62.2%,"$43,900.00"',
      'lender,Concora,,8,8,100.0%,"$10,300.00"',
      'drop-off,Identification,3',
    ]),
  );
  await desk.close();
});
