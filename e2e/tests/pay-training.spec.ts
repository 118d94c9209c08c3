// Pay-link training (lenders §2, §4 "Pay-link training (19 steps)", §6), on a phone: the 19 steps forward by
// doing each step's task and back again, a deep link to a middle step, the guided popovers (shown, dismissed,
// shown again, axe-clean), 320 px wide, and the redirect to '/' outside the training build. The e2e server is
// the training build (TRAINING_BUILD=true in playwright.config.ts); the other way round is checked by
// answering the client configuration with the flag off, as a server without it would.
import { expect, test, type Locator, type Page } from './support/api-answers';
import { expectAccessible } from './support/accessibility';

interface StepCase {
  path: string;
  heading: string;
  tip: string;
  /** The step's task, done as a person would; Next stays disabled until it is done. */
  act?: (page: Page) => Promise<void>;
}

const associate = (page: Page) => page.getByRole('region', { name: 'Associate screen' });
const phone = (page: Page) => page.getByRole('region', { name: "Customer's phone" });
const popover = (page: Page) => page.getByTestId('pay-training-popover');

const STEPS: StepCase[] = [
  { path: 'start', heading: 'Pay-Link Training', tip: 'Your pay-link screen' },
  {
    path: 'get-phone',
    heading: "Get the customer's phone number",
    tip: 'Type the mobile number',
    act: async (page) => {
      await associate(page).getByLabel('Customer mobile phone').pressSequentially('4255550142');
      await expect(associate(page).getByLabel('Customer mobile phone')).toHaveValue('(425) 555-0142');
    },
  },
  {
    path: 'enter-details',
    heading: "Enter the customer's details",
    tip: "Type the customer's name",
    act: async (page) => {
      await associate(page).getByLabel('First name').fill('Jordan');
      await associate(page).getByLabel('Last name').fill('Rivera');
    },
  },
  {
    path: 'add-invoice',
    heading: 'Add the invoice',
    tip: 'Add an invoice line',
    act: async (page) => {
      await associate(page).getByLabel('Description').fill('Front brake pads and rotors');
      await associate(page).getByLabel('Amount ($)').fill('284.50');
      await associate(page).getByRole('button', { name: 'Add Line' }).click();
      await expect(associate(page).getByText('Front brake pads and rotors', { exact: true })).toBeVisible();
    },
  },
  {
    path: 'review-details',
    heading: 'Review the details',
    tip: 'Confirm with the customer',
    act: async (page) => {
      await expect(associate(page).getByText('Jordan Rivera')).toBeVisible();
      await expect(associate(page).locator('dl > div').filter({ hasText: 'Total' })).toContainText('$284.50');
      await associate(page).getByLabel('The customer confirmed the phone number and the amount').check();
    },
  },
  {
    path: 'send-link',
    heading: 'Send the pay link',
    tip: 'Send the link',
    act: async (page) => {
      await associate(page).getByRole('button', { name: 'Send Pay Link' }).click();
      await expect(associate(page).getByText('Pay link sent to (425) 555-0142.')).toBeVisible();
    },
  },
  { path: 'link-sent', heading: 'The link is on its way', tip: 'Watch the status' },
  { path: 'transition', heading: "Switch to the customer's side", tip: "The customer's phone" },
  {
    path: 'open-link',
    heading: 'The customer opens the link',
    tip: 'Open the link',
    act: async (page) => {
      await phone(page).getByRole('button', { name: 'Open Pay Link' }).click();
    },
  },
  {
    path: 'get-started',
    heading: 'The customer gets started',
    tip: 'Tap Get Started',
    act: async (page) => {
      await phone(page).getByRole('button', { name: 'Get Started' }).click();
    },
  },
  {
    path: 'verification',
    heading: 'The customer verifies the phone',
    tip: 'Type the code',
    act: async (page) => {
      await expect(phone(page).getByText('Your Text To Apply code is 482913.')).toBeVisible();
      await phone(page).getByLabel('Verification code').fill('482913');
      await phone(page).getByRole('button', { name: 'Verify' }).click();
      await expect(phone(page).getByText('Phone verified.')).toBeVisible();
    },
  },
  {
    path: 'gather-payment',
    heading: 'The customer enters a card',
    tip: 'Enter the card',
    act: async (page) => {
      await phone(page).getByLabel('Card number').fill('4444444444444444');
      await phone(page).getByLabel('Expiration (MM/YY)').pressSequentially('1230');
      await phone(page).getByLabel('CVV').fill('123');
      await phone(page).getByLabel('Billing ZIP code').fill('98052');
    },
  },
  {
    path: 'invoice-review',
    heading: 'The customer reviews the invoice',
    tip: 'Pay the invoice',
    act: async (page) => {
      await expect(phone(page).getByText('Card ending in 4444')).toBeVisible();
      await phone(page).getByRole('button', { name: 'Pay $284.50' }).click();
    },
  },
  { path: 'payment-success', heading: 'Payment successful', tip: 'The confirmation number' },
  { path: 'payment-received', heading: 'The payment shows on your screen', tip: 'Paid' },
  {
    path: 'pos-create-link',
    heading: 'Create a link in the POS',
    tip: 'Type the pay link reference',
    act: async (page) => {
      await associate(page).getByLabel('Pay link reference').fill('PL-204817');
    },
  },
  {
    path: 'pos-customer-pays',
    heading: 'Record that the customer paid',
    tip: 'Apply the payment',
    act: async (page) => {
      await associate(page).getByRole('button', { name: 'Apply Payment' }).click();
      await expect(associate(page).getByText('Payment of $284.50 applied.')).toBeVisible();
    },
  },
  {
    path: 'pos-close-out',
    heading: 'Close out in the POS',
    tip: 'Close the repair order',
    act: async (page) => {
      await associate(page).getByRole('button', { name: 'Close Repair Order' }).click();
      await expect(associate(page).getByText('Repair order 10482 is closed.')).toBeVisible();
    },
  },
  { path: 'complete', heading: 'Training complete', tip: 'Well done' },
];

/** Whether two elements' boxes on the screen share any point. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) return false;
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

async function expectStep(page: Page, index: number) {
  const step = STEPS[index]!;
  await expect(page).toHaveURL(`/pay-training/${step.path}`);
  await expect(page.getByRole('heading', { level: 1, name: step.heading })).toBeVisible();
  await expect(page.getByText(`Step ${index + 1} of 19`)).toBeVisible();
  // The popover comes back after the 200 ms pause between steps: wait for it, never for the time.
  await expect(popover(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: step.tip })).toBeVisible();
}

test('an associate goes through the 19 pay-link steps and back again, guided by a popover on each', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/pay-training/start');
  expect(STEPS).toHaveLength(19);
  for (const [index, step] of STEPS.entries()) {
    await expectStep(page, index);
    await expectAccessible(page, `pay training: ${step.path} with its popover`);
    if (index === 0) await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    if (index === STEPS.length - 1) break;
    const next = page.getByRole('button', { name: 'Next' });
    if (step.act) {
      await expect(next).toBeDisabled();
      await step.act(page);
    }
    await expect(next).toBeEnabled();
    // The axe check resized the screen and put it back; the popover re-places itself after its adjustment delay
    // and then keeps clear of the primary button. Wait for that state, not for the delay.
    await expect.poll(() => overlaps(popover(page), next), { message: step.path }).toBe(false);
    await next.click();
  }
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start Again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exit Training' })).toHaveAttribute('href', '/');

  for (let index = STEPS.length - 2; index >= 0; index -= 1) {
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, index);
    // Everything done on the way forward is still done.
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  }
  await expect(associate(page)).toBeVisible();
});

test('turned sideways and back, the phone keeps its scale while the popover re-places itself', async ({
  page,
}) => {
  const rightEdge = async () => {
    const box = await popover(page).boundingBox();
    return box ? box.x + box.width : 0;
  };
  await page.goto('/pay-training/get-phone');
  await expectStep(page, 1);
  await expect(popover(page)).toHaveAttribute('data-positioned', 'true');
  // Sideways, the popover re-places itself for the wider layout: past where a phone held upright ends.
  await page.setViewportSize({ width: 844, height: 390 });
  await expect.poll(rightEdge).toBeGreaterThan(390);
  // Upright again, it stays there until its adjustment delay has passed. Its overflow must not widen the page:
  // a phone's browser would zoom the page out, and stay zoomed out after the popover has moved back.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(rightEdge).toBeLessThanOrEqual(390);
  const screen = await page.evaluate(() => ({
    width: window.innerWidth,
    scale: window.visualViewport?.scale,
  }));
  expect(screen).toEqual({ width: 390, scale: 1 });
  await associate(page).getByLabel('Customer mobile phone').pressSequentially('4255550142');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 2);
});

test('a link to a middle step opens it with sample data; its popover can be dismissed and shown again', async ({
  page,
}) => {
  await page.goto('/pay-training/gather-payment');
  await expectStep(page, 11);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const tip = page.getByRole('dialog', { name: 'Enter the card' });
  await expect(tip).toContainText('4444 4444 4444 4444');

  await tip.getByRole('button', { name: 'Dismiss' }).click();
  await expect(popover(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Tip' }).click();
  await expect(tip).toBeVisible();
  await expectAccessible(page, 'pay training: deep link with popover');
  // Escape in the field it explains closes it too.
  await phone(page).getByLabel('Card number').fill('4444444444444444');
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);

  // The earlier steps were done with the sample data: Back shows the customer's verified phone.
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 10);
  await expect(phone(page).getByText('Phone verified.')).toBeVisible();
  await expect(phone(page).getByText('We texted a 6-digit code to (425) 555-0142.')).toBeVisible();
});

test('the training landing leads to the pay-link training', async ({ page }) => {
  await page.goto('/fm-train');
  await page.getByRole('link', { name: 'Pay-Link Training' }).click();
  await expectStep(page, 0);
});

test('an unknown step starts at the first step', async ({ page }) => {
  await page.goto('/pay-training/no-such-step');
  await expectStep(page, 0);
});

test.describe('320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('every step fits the screen and its popover stays on it', async ({ page }) => {
    test.setTimeout(180_000);
    for (const [index, step] of STEPS.entries()) {
      await page.goto(`/pay-training/${step.path}`);
      await expectStep(page, index);
      await expect(popover(page)).toHaveAttribute('data-positioned', 'true');
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, step.path).toBeLessThanOrEqual(widths.client);
      const box = (await popover(page).boundingBox())!;
      expect(box.x, step.path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, step.path).toBeLessThanOrEqual(320);
    }
  });
});

test('outside the training build /pay-training/start redirects to /', async ({ page }) => {
  // A server without TRAINING_BUILD answers trainingBuild: false; the same built app must then redirect.
  await page.route('**/api/v1/client-config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), trainingBuild: false } });
  });
  await page.goto('/pay-training/start');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Step \d+ of 19/)).toHaveCount(0);

  await page.goto('/pay-training/gather-payment');
  await expect(page).toHaveURL('/');
});
