import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { latestVerificationCode } from './outbox';

/**
 * Landing → shop search by ZIP → first 'Select Shop' → policy agreed, ending on 'Verify Your Device'.
 * `base` is '' for apply mode or '/fm-train' for training; returns the chosen shop's name.
 */
export async function reachVerifyYourDevice(page: Page, base = ''): Promise<{ shopName: string }> {
  const shopName = await reachPolicyPage(page, base);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Device' })).toBeVisible();
  return { shopName };
}

/** Landing → shop search → first shop, ending on 'Confidently Apply for Financing'; returns the shop's name. */
export async function reachPolicyPage(page: Page, base = ''): Promise<string> {
  await page.goto(base || '/');
  await page
    .getByRole('button', { name: 'Get Started' })
    .or(page.getByRole('link', { name: 'Get Started' }))
    .click();
  await page.getByLabel('Zip, City, or Address').fill('98052');
  await page.getByRole('button', { name: 'Find' }).click();
  const select = page.getByRole('button', { name: /^Select Shop / }).first();
  await expect(select).toBeVisible();
  const label = (await select.getAttribute('aria-label')) ?? (await select.innerText());
  const shopName = label.replace(/^Select Shop\s*/, '').trim();
  await select.click();
  await expect(page.getByRole('heading', { name: 'Confidently Apply for Financing' })).toBeVisible();
  return shopName;
}

/** Types the phone and presses 'Send Code'; returns the code the local SMS outbox received. */
export async function sendCode(page: Page, phone: string): Promise<string> {
  await page.getByLabel('Mobile Phone').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByLabel('Verification Code')).toBeVisible();
  return latestVerificationCode(page.request, phone);
}

/** A code that is surely not `code`. */
export function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/**
 * Enters a code, presses 'Verify & Start Application' and expects the refusal once, next to the code field,
 * which takes focus (no dialog repeats it).
 */
export async function expectCodeRefused(page: Page, code: string, text: string) {
  const input = page.getByLabel('Verification Code');
  await input.fill(code);
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Verify & Start Application' }).click();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();
  await expect(page.getByText(text)).toHaveCount(1);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

/** Asks for a new code through the 'New Access Code' confirmation (OK). */
export async function confirmNewCode(page: Page, button: 'Resend Code' | 'Generate Code') {
  await page.getByRole('button', { name: button }).click();
  const confirm = page.getByRole('alertdialog', { name: 'New Access Code' });
  await expect(confirm).toContainText(
    'Sending a new code will invalidate the previous code sent. Are you sure you wish to continue?',
  );
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(confirm).toBeHidden();
}

export async function a11y(page: Page, screen: string) {
  await expectAccessible(page, screen);
}

/**
 * A second server process on its own port and its own temporary database, for tests that need other
 * configuration (e.g. OTP_TTL_SECONDS=2) without slowing or disturbing the main server's tests.
 */
export async function startExtraServer(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; stop: () => void }> {
  const repoRoot = join(import.meta.dirname, '..', '..', '..');
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ttapply-e2e-extra-')),
      NODE_ENV: 'test',
      TEST_MODE: 'LOCAL',
      SMS_PROVIDER: 'local',
      WEB_DIST_DIR: join(repoRoot, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://localhost:${port}`;
  // As long as the suite's own servers may take (playwright.config.ts): a new embedded database and every
  // migration in a fresh process took more than a minute on the busy CI machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`extra server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/v.html`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('extra server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop: () => child.kill() };
}
