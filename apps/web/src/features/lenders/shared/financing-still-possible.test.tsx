import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { en } from '../../../i18n/en';
import { es } from '../../../i18n/es';
import { activateCatalogue } from '../../../i18n/messages';
import { LENDERS, nextAppButton, type AppCode } from '../../../lib/domain';
import { JourneyProvider } from '../../../stores/journey-store';
import { jsonResponse, mainStreetTire } from '../../../test/journey';
import { lenderJourney, scriptFetch } from '../../../test/lender-api';
import { WEB_LENDERS } from '../registry';
import { FinancingStillPossible, NEXT_APP_BUTTON_TEXTS } from './financing-still-possible';
import { WebLendersContext } from './web-lender';

function renderBlock(nextApp: AppCode) {
  const onNext = vi.fn();
  const shop = { ...mainStreetTire('CFNA,MILE'), acctId: '900008', subId: '1' };
  render(
    <JourneyProvider initial={lenderJourney(['CFNA', 'MILE'], { shop })}>
      <MemoryRouter>
        <WebLendersContext value={WEB_LENDERS}>
          <FinancingStillPossible nextApp={nextApp} onNext={onNext} />
        </WebLendersContext>
      </MemoryRouter>
    </JourneyProvider>,
  );
  return onNext;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BUT FINANCING IS STILL POSSIBLE. (lenders §4)', () => {
  it.each([
    ['CFSS', 'DigniFi', 'Apply'],
    ['AMFF', 'American First Finance', 'Apply'],
    ['CFNA', 'CFNA Credit Card', 'Apply'],
    ['EZPY', 'EasyPay Finance', 'Apply'],
    ['VERS', 'Versatile', 'Apply'],
    ['GNES', 'Concora Credit', 'Review Disclosures'],
  ] as const)('next lender %s: its name and the button %s', (code, name, label) => {
    const onNext = renderBlock(code);
    expect(screen.getByRole('heading', { name: 'BUT FINANCING IS STILL POSSIBLE.' })).toBeTruthy();
    expect(screen.getByRole('heading', { name })).toBeTruthy();
    screen.getByRole('button', { name: label }).click();
    expect(onNext).toHaveBeenCalledWith(code);
  });

  it("MILE: 'Continue' only once the Summary of Credit Terms was opened and agreed (lenders §4)", async () => {
    const calls = scriptFetch((call) =>
      call.url.startsWith('/api/v1/mile/summaryOfCreditTerms')
        ? jsonResponse({
            documentImageHtmlURL: 'http://127.0.0.1:3001/lenders/MILE/summary-of-credit-terms/doc6.html',
            documentImageURL: 'http://127.0.0.1:3001/lenders/MILE/summary-of-credit-terms/doc6.pdf',
          })
        : undefined,
    );
    const onNext = renderBlock('MILE');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    const box = screen.getByRole('checkbox', {
      name: "I have opened and reviewed the 'Summary of Credit Terms'.",
    });
    fireEvent.click(box);
    // The first tick opens the overlay instead of ticking, with the spec's error.
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(
      screen.getByText("You must open and review the 'Summary of Credit Terms' before checking this box."),
    ).toBeTruthy();
    const agree = await screen.findByRole('button', { name: 'Agree' });
    expect(calls.some((c) => c.url.includes('acctId=900008'))).toBe(true);
    fireEvent.click(agree);
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledWith('MILE');
  });

  it('MILE without its terms gate (no lender parts given): Continue stays disabled, the agreement is never skipped', () => {
    render(
      <JourneyProvider initial={lenderJourney(['CFNA', 'MILE'])}>
        <MemoryRouter>
          <FinancingStillPossible nextApp="MILE" onNext={vi.fn()} />
        </MemoryRouter>
      </JourneyProvider>,
    );
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('MILE: a Summary of Credit Terms that cannot be loaded shows the apology and cannot be agreed', async () => {
    scriptFetch(() => undefined);
    renderBlock('MILE');
    fireEvent.click(
      screen.getByRole('checkbox', { name: "I have opened and reviewed the 'Summary of Credit Terms'." }),
    );
    expect(
      await screen.findByText(
        "We're sorry, something went wrong and we're working to resolve this issue. Please try again later.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agree' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("DigniFi's promotion", () => {
    renderBlock('CFSS');
    expect(
      screen.getByText('Repair Now, Pay Over Time - no interest if you pay off your loan in 90 days.'),
    ).toBeTruthy();
  });

  it("AFF's promotion: data reuse, fast application, good credit not needed, funds instantly available", () => {
    renderBlock('AMFF');
    for (const line of [
      'We reuse the information you already entered',
      'A fast application',
      'Good credit not needed',
      'Funds instantly available',
    ]) {
      expect(screen.getByText(line)).toBeTruthy();
    }
  });

  it("others: the lender catalogue's description", () => {
    renderBlock('MILE');
    expect(
      screen.getByText('A prequalified Mastercard with 1% cash back and limits up to $10,000.'),
    ).toBeTruthy();
  });
});

describe("the next lender's button in the screen's language (decision 230)", () => {
  afterEach(() => activateCatalogue('en', en));

  it('every label the domain can choose has its catalogue text, whose English is that label', () => {
    const offers = [
      {},
      { providerId: 'acima', outcomeType: 'offer_present' },
      { providerId: 'acima', outcomeType: 'additional_info_required' },
      { providerId: 'flexshopper' },
      { providerId: 'snap' },
      { providerId: 'koalafi' },
    ];
    const labels = new Set(
      (Object.keys(LENDERS) as AppCode[]).flatMap((code) =>
        offers.map((offer) => nextAppButton(code, offer).label),
      ),
    );
    for (const label of labels) {
      const key = NEXT_APP_BUTTON_TEXTS[label];
      expect(key, label).toBeDefined();
      expect(en[key!]).toBe(label);
    }
  });

  it("in Spanish, Concora's 'Review Disclosures' is 'Revisar divulgaciones' (glossary)", () => {
    activateCatalogue('es', { ...es });
    const onNext = renderBlock('GNES');
    screen.getByRole('button', { name: 'Revisar divulgaciones' }).click();
    expect(onNext).toHaveBeenCalledWith('GNES');
    expect(screen.queryByRole('button', { name: 'Review Disclosures' })).toBeNull();
  });
});
