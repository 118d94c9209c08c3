import { sandboxPort } from '../suite-servers';
import { expect, test } from './support/api-answers';
import { fillApplicationToCoapplicantSelection } from './support/application-to-coapplicant';
import { reachApplicationAtNearestShop, sampleApplicant } from './support/journey';

// Decision 180: names as people write them reach the review page as typed, and the review
// page says what the lender receives where its ASCII form differs (lender-ascii.ts: accents dropped,
// apostrophes, hyphens and periods kept as they are ASCII already), and the lender receives that form.

/** The partner sandbox beside this worker's app (suite-servers.ts). */
const sandboxUrl = () => `http://127.0.0.1:${sandboxPort(test.info().parallelIndex)}`;
test('José, Núñez, O’Brien, Reyes-Delacroix and St. John reach CFNA’s review as typed and CFNA in its ASCII form', async ({
  page,
}) => {
  const applicant = {
    ...sampleApplicant('111111111'),
    firstName: 'José',
    lastName: "Núñez O'Brien",
    employer: 'Reyes-Delacroix & St. John Tire',
  };
  await reachApplicationAtNearestShop(page);
  await fillApplicationToCoapplicantSelection(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();

  await expect(page.getByRole('heading', { name: 'Application Review' })).toBeVisible();
  // Each answer as typed, then what CFNA receives where that differs (review page, decision 180).
  const answer = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
      .getByRole('definition');
  await expect(answer('First Name')).toHaveText(/^José\s*CFNA receives: Jose$/);
  await expect(answer('Last Name')).toHaveText(/^Núñez O'Brien\s*CFNA receives: Nunez O'Brien$/);
  // Hyphens, periods and '&' are ASCII: the employer goes as typed, so no second line for it.
  await expect(answer('Employer Name')).toHaveText(/^Reyes-Delacroix & St\. John Tire$/);

  // What CFNA's interface received, as the sandbox recorded it: the mapping's ASCII form, nothing dropped.
  await page.getByRole('checkbox').check();
  const terms = page.getByRole('dialog');
  if (await terms.isVisible())
    await terms
      .getByRole('button', { name: /Agree|Close/ })
      .first()
      .click();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
  const received = await page.request.post(`${sandboxUrl()}/sandbox/received`, {
    data: { lender: 'CFNA', ssn: applicant.ssn },
  });
  expect(received.status()).toBe(200);
  const { appData } = (await received.json()) as { appData: Record<string, string> };
  expect(appData).toMatchObject({
    FIRST_NAME: 'Jose',
    LAST_NAME: "Nunez O'Brien",
    EMPLOYER_NAME: 'Reyes-Delacroix & St. John Tire',
  });
});
