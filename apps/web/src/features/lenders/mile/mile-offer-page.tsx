// The MILE offer (lenders §2 "MILE screens": 'Congratulations, {name}!' with the credit limit without
// decimals, purchase APR, cash advance APR, annual fee and account maintenance fee; §4 "MILE": the
// maintenance fee monthly as annual/12, not billed the first 12 months; the annual fee reduces the initial
// available credit; year two's fee, monthly when the indicator is 'Y'). The three disclosures follow: the
// e-disclosure and the application disclosure are agreed by opening them and pressing Agree, contact
// authorization unless tier 1; once agreed a box cannot be unticked. Then 'Continue to Account Terms'.
// The figures are the domain's (mileOfferFigures), never computed here.
import { useState } from 'react';
import { FactList } from '../shared/fact-list';
import { useMessages } from '../../../i18n/messages';
import { Page } from '../../../components/ui/page';
import { Checkbox } from '../../../components/ui/checkbox';
import type { StepProps } from '../../../lib/step-props';
import { useJourney } from '../../../stores/journey-store';
import { LENDERS, tierFor, type AppCode, type LenderResult } from '../../../lib/domain';
import {
  mileAgreementComplete,
  mileNeedsContactAuthorization,
  mileOfferFigures,
} from '@ttapply/domain/lenders/mile';
import { TermsDialog } from '../shared/terms-dialog';
import { StartOverButton } from '../shared/finish-buttons';

type Disclosure = 'eDisclosure' | 'applicationDisclosure';

export function MileOfferPage({ goNext }: StepProps) {
  const m = useMessages();
  const journey = useJourney();
  const [agreements, setAgreements] = useState({
    eDisclosure: false,
    applicationDisclosure: false,
    contactAuthorization: false,
  });
  const [opened, setOpened] = useState<Disclosure | null>(null);
  const [hint, setHint] = useState<Disclosure | null>(null);
  const prequal = (journey.applications.MILE?.result as LenderResult | null | undefined)?.prequalResult;
  const figures = mileOfferFigures(prequal);
  const tier = tierFor('MILE', journey.appList as AppCode[]);
  const name = journey.values.FIRST_NAME ?? '';

  if (!figures) {
    return (
      <Page title={m('mile.offer.title')} heading={m('results.errorTitle')}>
        <p role="alert">{m('mile.offer.unexpected')}</p>
        <StartOverButton />
      </Page>
    );
  }

  const agree = (which: keyof typeof agreements) => setAgreements((a) => ({ ...a, [which]: true }));
  // Ticking an unagreed disclosure opens it; the box is ticked by its Agree (lenders §4).
  const onDisclosureCheck = (which: Disclosure) => {
    if (agreements[which]) return;
    setHint(which);
    setOpened(which);
  };
  const complete = mileAgreementComplete(agreements, tier);
  const applicationDisclosureUrl =
    typeof prequal?.doc6ImageHtmlURL === 'string' ? prequal.doc6ImageHtmlURL : undefined;

  return (
    <Page
      title={m('mile.offer.title')}
      heading={m('mile.offer.heading', { name })}
      lead={m('mile.offer.lead')}
    >
      <FactList
        facts={[
          { label: m('mile.offer.creditLimit'), value: figures.creditLimit, figure: true },
          { label: m('mile.offer.purchaseApr'), value: figures.purchaseApr },
          { label: m('mile.offer.cashAdvanceApr'), value: figures.cashAdvanceApr },
          { label: m('mile.offer.annualFee'), value: figures.annualFee },
          {
            label: m('mile.offer.maintenanceFee'),
            value: m('mile.offer.maintenanceValue', { amount: figures.accountMaintenanceFeeMonthly }),
          },
        ]}
      />
      <p>
        {m('mile.offer.availableCredit', {
          fee: figures.annualFee,
          available: figures.initialAvailableCredit,
        })}
      </p>
      {figures.futureAnnualFee ? (
        <p>
          {m(figures.futureAnnualFee.monthly ? 'mile.offer.futureFeeMonthly' : 'mile.offer.futureFeeYearly', {
            amount: figures.futureAnnualFee.amount,
          })}
        </p>
      ) : null}

      <h2>{m('mile.offer.disclosuresHeading')}</h2>
      <Checkbox
        checked={agreements.eDisclosure}
        disabled={agreements.eDisclosure}
        onChange={() => onDisclosureCheck('eDisclosure')}
        name="MILE_E_DISCLOSURE"
      >
        {m('mile.offer.eDisclosure')}
      </Checkbox>
      {hint === 'eDisclosure' && !agreements.eDisclosure ? (
        <p className="field-hint">{m('mile.offer.openFirst')}</p>
      ) : null}
      <Checkbox
        checked={agreements.applicationDisclosure}
        disabled={agreements.applicationDisclosure}
        onChange={() => onDisclosureCheck('applicationDisclosure')}
        name="MILE_APPLICATION_DISCLOSURE"
      >
        {m('mile.offer.applicationDisclosure')}
      </Checkbox>
      {hint === 'applicationDisclosure' && !agreements.applicationDisclosure ? (
        <p className="field-hint">{m('mile.offer.openFirst')}</p>
      ) : null}
      {mileNeedsContactAuthorization(tier) ? (
        <Checkbox
          checked={agreements.contactAuthorization}
          disabled={agreements.contactAuthorization}
          onChange={(checked) => checked && agree('contactAuthorization')}
          name="MILE_CONTACT_AUTHORIZATION"
        >
          {m('mile.offer.contactAuthorization')}
        </Checkbox>
      ) : null}

      <button
        type="button"
        className="button button-primary button-block"
        disabled={!complete}
        onClick={goNext}
      >
        {m('mile.offer.continue')}
      </button>

      <TermsDialog
        open={opened === 'eDisclosure'}
        title={m('mile.offer.eDisclosureTitle')}
        document={{ appType: 'MILE', template: 'disclosure' }}
        // E-SIGN §7001(c): requirements, paper copies and withdrawal with the lender's line.
        text={m('mile.offer.eDisclosureBody', { phone: LENDERS.MILE.phone ?? '' })}
        onClose={() => setOpened(null)}
        onAgree={() => {
          agree('eDisclosure');
          setOpened(null);
        }}
      />
      <TermsDialog
        open={opened === 'applicationDisclosure'}
        title={m('mile.offer.applicationDisclosureTitle')}
        document={{ appType: 'MILE', template: 'disclosure' }}
        src={applicationDisclosureUrl}
        text={applicationDisclosureUrl ? undefined : m('mile.terms.failure')}
        onClose={() => setOpened(null)}
        onAgree={
          applicationDisclosureUrl
            ? () => {
                agree('applicationDisclosure');
                setOpened(null);
              }
            : undefined
        }
      />
    </Page>
  );
}
