import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { initialJourney, type JourneyState } from '../../stores/journey-store';
import { mainStreetTire, renderJourneyAt } from '../../test/journey';
import { wholeText } from '../../test/whole-text';

// Decision 215: the count from the domain's stacks, the shop's contact once a shop
// is chosen, and the Help page.
const shop = { ...mainStreetTire(), phoneNumber: '4255550100', contactHours: 'Mon–Fri 8 am–6 pm' };

const verified = (lenders: string, appList: JourneyState['appList']): JourneyState => ({
  ...initialJourney,
  shop: { ...shop, lenders },
  appList,
  policyAgreed: true,
  consumerId: '8a7f5c1e-0000-4000-8000-000000000001',
  phoneVerified: true,
  phoneLocked: true,
  values: { PRIVACY_TERMS_AGREED: '1', MOBILE_PHONE: '5551234567' },
});

describe('progress on an application page', () => {
  it('CFNA: About You is step 3 of 9, said in text and by a progress bar named by it', async () => {
    renderJourneyAt('/apply/about-you', verified('CFNA', ['CFNA']));
    await screen.findByRole('heading', { name: 'Tell Us About Yourself' });
    expect(screen.getAllByText('Step 3 of 9').length).toBeGreaterThan(0);
    const bar = screen.getByRole('progressbar', { name: 'Step 3 of 9' }) as HTMLProgressElement;
    expect(bar.value).toBe(3);
    expect(bar.max).toBe(9);
  });

  it('follows the lender: EasyPay first counts its own pages (its missing-info page only for gaps no page ahead asks)', async () => {
    renderJourneyAt('/apply/about-you', verified('EZPY', ['EZPY']));
    await screen.findByRole('heading', { name: 'Tell Us About Yourself' });
    expect(screen.getByRole('progressbar', { name: 'Step 3 of 10' })).toBeTruthy();
  });

  it('the side panel lists the steps with the current one marked', async () => {
    renderJourneyAt('/apply/about-you', verified('CFNA', ['CFNA']));
    await screen.findByRole('heading', { name: 'Tell Us About Yourself' });
    const list = screen.getByRole('navigation', { name: 'Application progress', hidden: true });
    const items = within(list).getAllByRole('listitem', { hidden: true });
    expect(items).toHaveLength(9);
    const current = items.find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toBe('About you');
    expect(items[0]!.textContent).toContain('(done)');
  });
});

describe('the shop’s contact', () => {
  it('shows the name, a tap-to-call phone and the hours on an application page', async () => {
    renderJourneyAt('/apply/about-you', verified('CFNA', ['CFNA']));
    await screen.findByRole('heading', { name: 'Tell Us About Yourself' });
    const contact = screen.getByRole('region', { name: 'Your shop' });
    expect(within(contact).getByText('Main Street Tire')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: '425-555-0100' }).getAttribute('href')).toBe(
      'tel:+14255550100',
    );
    expect(within(contact).getByText(wholeText('Hours: Mon–Fri 8 am–6 pm'))).toBeTruthy();
  });

  it('is absent before a shop is chosen, and says nothing of hours the shop did not give', async () => {
    const { unmount } = renderJourneyAt('/', initialJourney);
    expect(screen.queryByRole('region', { name: 'Your shop' })).toBeNull();
    unmount();
    renderJourneyAt('/help', { ...initialJourney, shop: { ...shop, contactHours: '' } });
    await screen.findByRole('heading', { name: 'Help', level: 1 });
    expect(screen.queryByText(/^Hours:/)).toBeNull();
  });
});

describe('Help', () => {
  it('every screen links to it; it names the lender to call about a decision and passes axe', async () => {
    const user = userEvent.setup();
    const journey: JourneyState = {
      ...verified('CFNA', ['CFNA']),
      applications: { CFNA: { appCode: 'CFNA' } as unknown as JourneyState['applications'][string] },
    };
    renderJourneyAt('/apply/about-you', journey);
    await screen.findByRole('heading', { name: 'Tell Us About Yourself' });
    await user.click(screen.getByRole('link', { name: 'Help' }));
    await screen.findByRole('heading', { name: 'Help', level: 1 });
    for (const name of [
      'Call the shop',
      'Questions about a decision',
      'Start again',
      'If your session ended',
      'Stop the texts',
    ]) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /: 1-800-321-3950$/ }).getAttribute('href')).toBe(
      'tel:18003213950',
    );
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
