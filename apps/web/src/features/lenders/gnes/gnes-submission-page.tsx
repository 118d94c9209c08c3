// GNES (Concora, quick app) submission page (lenders §2 "Offer page", "GNES terms"; §4 "Submission pages"):
// first a soft prequal (with its consent line), then the offer. 'Accept Offer' submits the application with
// the quick-screen object { historyId, orderId, quickScreenAccept: '1' }; 'No Thanks' + 'Yes' records a
// declined offer on the server (declined = DECLINED_OFFER, lenders §4 "Result determination"; decision 110),
// runs the automatic prequal of the next lender, then moves on. A prequal that is not accepted goes to the result.
import { useEffect, useState } from 'react';
import { t, useMessages } from '../../../i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { Page } from '../../../components/ui/page';
import { AlertDialog, HeldAlertDialog } from '../../../components/ui/dialog';
import { LenderProcessingScreen } from '../shared/lender-processing-screen';
import type { StepProps } from '../../../lib/step-props';
import { useJourneyStore } from '../../../stores/journey-store';
import type { ApplicationRecord } from '../../../lib/api-types';
import { determineResult, isSet, LENDERS, offerTermsOf, type LenderResult } from '../../../lib/domain';
import { ConsentedSubmit, useCreditCheckConsent } from '../shared/credit-check-consent';
import { declinePrequalOffer } from '../shared/lender-api';
import { useLenderSubmission } from '../shared/use-lender-submission';
import { GnesOffer } from './gnes-offer';

const APP_TYPE = 'GNES';

/** The offer stands: a prequal accepted and no application decision yet. */
function openOffer(application: ApplicationRecord | undefined): boolean {
  const result = application?.result as LenderResult | null | undefined;
  return Boolean(result && isSet(result.prequalResult?.accepted) && determineResult(result) === 'pending');
}

/** A settled answer that ends this page: a decision, or a prequal that was not accepted. */
function endsHere(application: ApplicationRecord | undefined): boolean {
  const result = application?.result as LenderResult | null | undefined;
  return Boolean(result) && !openOffer(application);
}

export function GnesSubmissionPage({ goNext, goTo }: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const lenderName = LENDERS[APP_TYPE].name;
  const record = journey.applications[APP_TYPE];
  const offer = openOffer(record);
  const checkLabel = m('lenders.gnes.checkButton');
  const acceptLabel = m('lenders.gnes.accept');
  const consentText = useCreditCheckConsent(
    APP_TYPE,
    offer ? 'application' : 'prequal',
    offer ? acceptLabel : checkLabel,
  );

  const onSettled = (application: ApplicationRecord) => {
    if (openOffer(application)) return 'stay' as const;
    const result = application.result as LenderResult | null | undefined;
    // A decision completes the page (navigation goes on to the result or the next app); a prequal that
    // was not accepted has no decision, so it goes to the result directly.
    if (result && determineResult(result) !== 'pending') goNext();
    else goTo('result');
    return undefined;
  };
  const submission = useLenderSubmission(APP_TYPE, { onSettled });
  const [declining, setDeclining] = useState(false);
  const [declineError, setDeclineError] = useState<string>();

  // Coming back (Back from the result) to an answer that ends this page: a decision or a prequal that was
  // not accepted. Nothing is submitted again; the result shows it.
  const ended = !submission.busy && endsHere(record);
  useEffect(() => {
    if (ended) goTo('result');
  }, [ended, goTo]);

  if (submission.busy || declining) return <LenderProcessingScreen lender={submission.processingLender} />;

  const errorDialog = <HeldAlertDialog alert={submission.error} onClose={submission.dismissError} />;
  const declineErrorDialog = (
    <AlertDialog
      open={declineError !== undefined}
      title={m('lenders.error.applicationTitle')}
      message={declineError ?? ''}
      onClose={() => setDeclineError(undefined)}
    />
  );

  if (offer && record) {
    const prequal = (record.result as LenderResult).prequalResult ?? {};
    const accept = () =>
      submission.submit({
        kind: 'application',
        consentText,
        quickScreen: {
          historyId: String(prequal.historyid ?? ''),
          orderId: String(prequal.orderid ?? ''),
          quickScreenAccept: '1',
        },
      });
    const decline = () => {
      setDeclining(true);
      declinePrequalOffer(record.applicationKeyId).then(
        (declined) => {
          dispatch({ type: 'applicationSaved', appCode: APP_TYPE, application: declined });
          setDeclining(false);
          submission.continueAfterDecline(declined);
        },
        (cause: unknown) => {
          setDeclining(false);
          // The offer stays on screen: nothing is lost, and 'No Thanks' can be pressed again.
          setDeclineError(
            cause instanceof ApiError && cause.message ? cause.message : t('lenders.error.unknownSubmit'),
          );
        },
      );
    };
    return (
      <>
        <GnesOffer
          lenderName={lenderName}
          applicationId={record.applicationKeyId}
          creditLimit={prequal.creditlimit != null ? String(prequal.creditlimit) : undefined}
          terms={offerTermsOf(record.result)}
          consentText={consentText}
          onAccept={accept}
          onDecline={decline}
        />
        {errorDialog}
        {declineErrorDialog}
      </>
    );
  }

  return (
    <Page
      title={m('lenders.gnes.title')}
      heading={m('lenders.gnes.checkHeading')}
      lead={m('lenders.gnes.checkLead', { lender: lenderName })}
    >
      <ConsentedSubmit
        consentText={consentText}
        label={checkLabel}
        disabled={ended}
        onPress={() => submission.submit({ kind: 'prequal', consentText })}
      />
      {errorDialog}
    </Page>
  );
}
