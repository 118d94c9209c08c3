// Versatile waterfall page (lenders §2 "Versatile page", §4 "Versatile waterfall", §8, §9): loading, then
// Versatile's widget in an area 900px high. The lender list names the SDK version; the application and its
// waterfall session are stored on our server, the provider the widget starts with is recorded, then the SDK
// opens its widget with a front-end session from our server. Each decision the SDK reports only makes our
// server ask the partner; the result is what the server recorded (GUIDE 12). States: loading, applying,
// error (our side) and vers_error (the SDK's).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import { Page } from '../../../components/ui/page';
import type { StepProps } from '../../../lib/step-props';
import { useJourneyStore } from '../../../stores/journey-store';
import { ApiError } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/client-config';
import { submissionAppData, tierFor, type AppCode } from '../../../lib/domain';
import { CreditCheckConsentLine, useCreditCheckConsent } from '../shared/credit-check-consent';
import { fetchApplication, newIdempotencyKey } from '../shared/lender-api';
import {
  createFrontEndSession,
  loadLenders,
  pendingApplication,
  startWaterfall,
  updateApplicationStatus,
  waterfallStatus,
  type VersLenderRecord,
  type WaterfallAnswer,
} from './vers-api';
import { ApplicationTypeGate } from '../../training/application-type-gate';
import { decisionStep, endStep, sdkScriptVersion, type SdkLine } from './vers-decision';
import { loadSdk, mountSdk } from './vcredit-sdk';

const APP_TYPE = 'VERS';
/** Lenders §9 "Versatile container height 900px". */
const WIDGET_HEIGHT = 900;

type PageState =
  | { name: 'loading' }
  | { name: 'applying' }
  | { name: 'finishing' }
  | { name: 'error' | 'vers_error'; message: string };

/** In training the associate picks the result first (lenders §4 'Application Type'; decision 100). */
export function VersWaterfallPage(props: StepProps) {
  return (
    <ApplicationTypeGate appCode={APP_TYPE}>
      <VersWaterfall {...props} />
    </ApplicationTypeGate>
  );
}

function VersWaterfall({ goNext }: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const config = useClientConfig();
  const [state, setState] = useState<PageState>({ name: 'loading' });
  const consentText = useCreditCheckConsent(APP_TYPE, 'application', m('lenders.vers.widgetButton'));
  const container = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const latest = useRef({ journey, consentText, goNext });
  useEffect(() => {
    latest.current = { journey, consentText, goNext };
  });

  const settle = useCallback(
    (answer: WaterfallAnswer) => {
      dispatch({ type: 'applicationSaved', appCode: APP_TYPE, application: answer.application });
      latest.current.goNext();
    },
    [dispatch],
  );

  useEffect(() => {
    const origin = config.lenderPagesOrigin;
    // Lenders §9 "Waterfall polling: 5 seconds", the server's pace, from the same loaded configuration.
    const pollMs = config.versPollIntervalMs;
    if (started.current || !origin) return;
    started.current = true;
    const { journey: j, consentText: consent } = latest.current;
    const fail = (name: 'error' | 'vers_error', message: string) => {
      if (alive.current) setState({ name, message });
    };
    if (!j.consumerId || !j.shop) {
      fail('error', m('lenders.vers.invalidState'));
      return;
    }
    const consumerId = j.consumerId;
    let sessionId = '';
    let line: SdkLine = '1.0';
    let lenders: VersLenderRecord[] = [];
    let lastStatus: string | undefined;
    let finishing = false;

    /** Asks our server every pollMs (5 s) until the partner's outcome is recorded, then moves on. */
    const finish = async (first?: WaterfallAnswer) => {
      if (finishing) return;
      finishing = true;
      if (alive.current) setState({ name: 'finishing' });
      let answer = first;
      for (;;) {
        if (!alive.current) return;
        if (answer && answer.status !== 'polling' && answer.application.result) {
          settle(answer);
          return;
        }
        if (answer) await new Promise((resolve) => window.setTimeout(resolve, pollMs));
        try {
          answer = await waterfallStatus(sessionId);
        } catch {
          fail('error', m('lenders.vers.serverError'));
          return;
        }
      }
    };

    const onDecision = (status: string, data: Record<string, unknown>) => {
      const step = decisionStep(line, status);
      if (step.kind === 'ignore') {
        lastStatus = status;
        return;
      }
      if (step.kind === 'reload') {
        window.location.reload();
        return;
      }
      lastStatus = status;
      const providerId = typeof data.providerId === 'string' ? data.providerId : '';
      if (providerId && !lenders.some((l) => l.lenderId.toLowerCase() === providerId.toLowerCase())) {
        fail('vers_error', m('lenders.vers.notInList', { provider: providerId }));
        return;
      }
      void updateApplicationStatus({
        sessionId,
        t2AConsumerKeyId: consumerId,
        status: step.decision,
        ...(providerId ? { providerId } : {}),
        decision: data,
      }).then(
        (answer) => {
          if (step.finish) void finish(answer);
        },
        () => {
          if (step.finish) void finish();
        },
      );
    };

    const onEnd = (reason: string | undefined) => {
      const next = endStep(line, lastStatus, reason);
      if (next === 'reload') window.location.reload();
      else if (next === 'finish') void finish();
    };

    void (async () => {
      try {
        const list = await loadLenders();
        if (list.error) {
          fail('error', list.error);
          return;
        }
        lenders = list.lenders;
      } catch {
        fail('error', m('lenders.vers.serverError'));
        return;
      }
      const lead = lenders[0];
      if (!lead) {
        fail('error', m('lenders.vers.noData'));
        return;
      }
      const version = sdkScriptVersion(lead.sdkversion);
      if (!version) {
        fail('error', m('lenders.vers.invalidSdk', { version: lead.sdkversion, lender: lead.lenderId }));
        return;
      }
      line = version.line;

      let answer: WaterfallAnswer;
      try {
        answer = await startWaterfall(
          {
            tier: tierFor(APP_TYPE, j.appList as AppCode[]),
            appType: APP_TYPE,
            t2AConsumerKeyId: consumerId,
            t2AStoreKeyId: String(j.shop!.keyId),
            appData: submissionAppData(APP_TYPE, j.values),
            confirmTimestamp: new Date().toISOString(),
            selectedApps: (j.selectedApps.length ? j.selectedApps : [APP_TYPE]).join(','),
            consentText: consent,
            phoneNumber: j.values.MOBILE_PHONE ?? '',
          },
          newIdempotencyKey(),
        );
      } catch (cause) {
        // Applied before (decision 041): show what that application became.
        const existing = cause instanceof ApiError ? cause.fields?.applicationKeyId : undefined;
        if (cause instanceof ApiError && cause.code === 'ALREADY_APPLIED' && existing) {
          try {
            const application = await fetchApplication(existing);
            if (application.result) {
              settle({ sessionId: '', status: 'completed', application });
              return;
            }
          } catch {
            // falls through to the error below
          }
        }
        fail('error', cause instanceof ApiError ? cause.message : m('lenders.vers.createError'));
        return;
      }
      sessionId = answer.sessionId;
      if (answer.status !== 'polling') {
        void finish(answer);
        return;
      }
      try {
        await pendingApplication({ t2AConsumerKeyId: consumerId, sessionId, provider: lead.lenderId });
      } catch (cause) {
        fail('error', cause instanceof ApiError ? cause.message : m('lenders.vers.serverError'));
        return;
      }
      let sdk: unknown;
      try {
        sdk = await loadSdk(origin, version.script);
      } catch {
        fail('error', m('lenders.vers.libraryFailed'));
        return;
      }
      if (!alive.current || !container.current) return;
      setState({ name: 'applying' });
      try {
        mountSdk(sdk, line, container.current, {
          createSession: () => createFrontEndSession({ consumerId, sessionId }),
          onDecision,
          onEnd,
          onError: () => fail('vers_error', m('lenders.vers.versatileError')),
        });
      } catch {
        fail('vers_error', m('lenders.vers.versatileError'));
      }
    })();
  }, [config.lenderPagesOrigin, config.versPollIntervalMs, m, settle]);

  const failed = state.name === 'error' || state.name === 'vers_error';
  return (
    <Page
      title={m('title.applicationInformation')}
      heading={m('lenders.vers.heading')}
      lead={m('lenders.vers.lead')}
    >
      {state.name === 'loading' || state.name === 'finishing' ? (
        <p className="loading-line" role="status">
          <span className="spinner" aria-hidden="true" />{' '}
          {m(state.name === 'loading' ? 'lenders.vers.loading' : 'lenders.vers.finishing')}
        </p>
      ) : null}
      {failed ? (
        <div className="notice notice-error" role="alert">
          <p>
            <strong>{m('lenders.vers.errorTitle')}</strong>
          </p>
          <p>{state.message}</p>
          <button
            type="button"
            className="button button-secondary button-block"
            onClick={() => window.location.reload()}
          >
            {m('lenders.vers.tryAgain')}
          </button>
        </div>
      ) : null}
      {state.name === 'applying' ? <CreditCheckConsentLine text={consentText} /> : null}
      {/* The SDK fills this area; it stays mounted so the widget survives re-renders. */}
      <div
        ref={container}
        className="vers-widget"
        aria-label={m('lenders.vers.widgetLabel')}
        role="region"
        hidden={state.name !== 'applying'}
        style={{ height: WIDGET_HEIGHT }}
      />
    </Page>
  );
}
