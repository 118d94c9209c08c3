// Lenders §4 "Next-application click": the decline's next-lender button moves the journey to that lender
// (the domain's moveToNextApp: app index, income conversions, consents, billing presets, pending flag '0'
// removed) and then goes where the domain's nextPage from 'result' leads (the next app's first incomplete
// page, its missing-info page or a quick app's submission page).
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMessages } from '../../../i18n/messages';
import { modeFromPath, paths } from '../../../lib/routes';
import { journeyReducer, useJourneyStore, type JourneyAction } from '../../../stores/journey-store';
import { moveToNextApp, nextPage, toDomainJourney, type AppCode } from '../../../lib/domain';

export interface NextApplication {
  /** Moves to the given next lender and navigates to its first page. */
  onNext: (appCode: AppCode) => void;
  /** 'Unable to determine next state.' when the domain cannot place the applicant (spec §8). */
  error: string | undefined;
  dismissError: () => void;
}

export function useNextApplication(): NextApplication {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const navigate = useNavigate();
  const mode = modeFromPath(useLocation().pathname);
  const [error, setError] = useState<string>();

  const onNext = useCallback(
    (appCode: AppCode) => {
      try {
        const moved = moveToNextApp(toDomainJourney(journey, 'result'), appCode);
        const action: JourneyAction = {
          type: 'moveToNextApp',
          appCode,
          values: { ...moved.values },
          results: { ...moved.results },
        };
        // The page is chosen from the state the store will hold once the action is applied.
        const after = journeyReducer(journey, action);
        const page = nextPage(toDomainJourney(after, 'result'));
        dispatch(action);
        navigate(paths.step(mode, page));
      } catch (caught) {
        setError(caught instanceof Error && caught.message ? caught.message : m('session.navigationError'));
      }
    },
    [dispatch, journey, m, mode, navigate],
  );

  return { onNext, error, dismissError: () => setError(undefined) };
}
