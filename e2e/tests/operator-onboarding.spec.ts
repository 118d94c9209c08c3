// Bringing a shop on without SQL (decision 281), on a server of the spec's own: the command
// makes the first operator, who sets a password from the printed link, creates an organisation with its lender
// agreement, adds a location from the shop's data and invites its owner; the owner joins from the e-mail, texts
// the apply link, and the customer's journey at that location is the only one on the new organisation's board.
import { appPort } from '../suite-servers';
import { allowApiErrors, expect, test, type Page } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { fillApplicationToCoapplicantSelection } from './support/application-to-coapplicant';
import { agreeAndVerifyPhone, sampleApplicant } from './support/journey';
import { latestSmsTo, uniquePhone } from './support/outbox';
import { ownServer, startOwnSandbox, type OwnSandbox, type OwnServer } from './support/own-servers';

const PASSWORD = 'operator walk password';
const LOCATION = 'Issaquah Brake & Tire';

let sandbox: OwnSandbox | undefined;
let server: OwnServer | undefined;

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  // Ports of this spec's own, beside this worker's pair (suite-servers.ts).
  const port = appPort(testInfo.parallelIndex) + 20;
  sandbox = await startOwnSandbox(port + 1, `http://localhost:${port}`, { minMs: 300, maxMs: 600 });
  server = ownServer(port, sandbox.url);
});

test.afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

/** Sets the password from an invitation link and lands signed in. */
async function join(page: Page, link: string, name: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join your team on Text To Apply' })).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByLabel('The password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
}

test('an operator made by the command brings a shop on; its owner texts a link; the customer applies there', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const own = server!;
  const printed = await own.operatorCommand(['create-operator', 'ops@texttoapply.example']);
  expect(printed).toContain('Platform operator ops@texttoapply.example created.');
  const operatorLink = /https?:\/\/\S+\/console\/accept-invitation\?token=\S+/.exec(printed)![0];
  await own.start();

  const desk = await browser.newContext({ baseURL: own.url, viewport: { width: 1366, height: 768 } });
  const operator = await desk.newPage();
  await join(operator, operatorLink, 'Otto Operator');
  await expect(operator.getByRole('heading', { name: 'Organisations' })).toBeVisible();
  await operator.getByLabel('Organisation name').fill('Issaquah Auto Group');
  await operator.getByRole('checkbox', { name: 'CFNA (CFNA)' }).check();
  await operator.getByRole('button', { name: 'Create the organisation' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Issaquah Auto Group' })).toBeVisible();

  const fields: [string, string][] = [
    ['Location name', LOCATION],
    ['Street address', '1 Front St N'],
    ['City', 'Issaquah'],
    ['State', 'WA'],
    ['ZIP code', '98027'],
    ['Phone', '425-555-0177'],
    ['Hours', 'Mon–Fri 8am–6pm'],
    ['Lender list', 'CFNA'],
    ['Account id (acctId)', 'ISS-100'],
    ['Sub-account id (subId)', 'ISS-100-1'],
    ['Store number', '7'],
  ];
  for (const [label, value] of fields) await operator.getByLabel(label).fill(value);
  await operator.getByRole('button', { name: 'Add the location' }).click();
  await expect(operator.getByRole('region', { name: 'Locations' })).toContainText(LOCATION);
  await expectAccessible(operator, 'operator organisation page');

  await operator.getByLabel('E-mail').fill('olivia@issaquah.example');
  await operator.getByLabel('Name', { exact: true }).fill('Olivia Owner');
  await operator.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(operator.getByText('Invitation e-mailed to olivia@issaquah.example.')).toBeVisible();
  await expect(operator.getByRole('region', { name: 'People' })).toContainText('Invited, not joined yet');

  // The owner joins from the e-mail and texts the link from the new location.
  let invitation = '';
  await expect
    .poll(async () => {
      const mails = (await (await desk.request.get('/api/dev/email-outbox')).json()) as {
        to: string;
        body: string;
      }[];
      invitation =
        /https?:\/\/\S+\/console\/accept-invitation\?token=\S+/.exec(
          mails.filter((m) => m.to === 'olivia@issaquah.example').at(-1)?.body ?? '',
        )?.[0] ?? '';
      return invitation !== '';
    })
    .toBe(true);
  const ownerContext = await browser.newContext({ baseURL: own.url, viewport: { width: 1366, height: 768 } });
  const owner = await ownerContext.newPage();
  await join(owner, invitation, 'Olivia Owner');
  await expect(owner.getByRole('heading', { name: `Today at ${LOCATION}` })).toBeVisible();
  await owner.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Send a link' }).click();
  const phone = uniquePhone();
  await owner.getByLabel('Customer’s mobile number').fill(phone);
  await owner.getByRole('button', { name: 'Text the link' }).click();
  await expect(
    owner.getByRole('img', { name: `QR code of the apply link for the phone ending ${phone.slice(-4)}` }),
  ).toBeVisible();

  // The customer applies at that location.
  const phoneContext = await browser.newContext({ baseURL: own.url, viewport: { width: 390, height: 844 } });
  const customer = await phoneContext.newPage();
  const text = await latestSmsTo(customer.request, phone);
  expect(text.body).toContain(`${LOCATION}: apply for financing at`);
  await customer.goto(new URL(/https?:\/\/\S+\/go\/[0-9A-Za-z]{12}/.exec(text.body)![0]).pathname);
  await customer.getByRole('link', { name: 'Get Started' }).click();
  await expect(customer.getByText(`Applying at ${LOCATION}`)).toBeVisible();
  await agreeAndVerifyPhone(customer, { phone });
  await fillApplicationToCoapplicantSelection(customer, sampleApplicant('222222222'));

  // The new organisation's board holds this journey and nothing else.
  await owner.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Board' }).click();
  const rows = owner.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Jordan Rivera' })).toHaveCount(1);
  await expect(rows).toHaveCount(2);

  // The operator deactivates the location: the customer's link stops working.
  allowApiErrors(customer, [{ method: 'GET', path: '/api/v1/apps/consumer', status: 410 }]);
  operator.once('dialog', (dialog) => void dialog.accept());
  await operator.getByRole('button', { name: `Deactivate ${LOCATION}` }).click();
  await expect(operator.getByRole('region', { name: 'Locations' })).toContainText('Deactivated');
  const dead = await customer.request.get(
    `/api/v1/apps/consumer?linkCode=${/\/go\/([0-9A-Za-z]{12})/.exec(text.body)![1]}`,
  );
  expect(dead.status()).toBe(410);

  await phoneContext.close();
  await ownerContext.close();
  await desk.close();
});
