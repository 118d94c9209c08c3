// The console's training ticket (decision 198): the shop console opens the consumer app in training with
// `?ticket=`, a short-lived signed ticket naming the staff user and location. It is kept for this tab only
// (sessionStorage) and taken out of the address bar, and it is sent only to the training routes, which record
// the holder's progress. It never opens anything else: staff and consumer identities stay apart.
import type { PayTrainingStepId } from '@ttapply/domain';
import { api } from './api-client';

const TICKET_KEY = 'tta-training-ticket';

/** Keeps a ticket the address carries and removes it from the address; returns the tab's ticket. */
export function takeTrainingTicket(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('ticket');
  if (fromUrl) {
    sessionStorage.setItem(TICKET_KEY, fromUrl);
    url.searchParams.delete('ticket');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return sessionStorage.getItem(TICKET_KEY);
}

/** Records a finished pay-link step for the ticket's holder; resolves false when it was not recorded. */
export async function recordPayLinkStep(step: PayTrainingStepId): Promise<boolean> {
  const ticket = sessionStorage.getItem(TICKET_KEY);
  if (!ticket) return true;
  try {
    await api.post('/api/v1/training/pay-link-steps', { ticket, step }, { outside: true });
    return true;
  } catch {
    return false;
  }
}

/** Makes this training journey the ticket holder's walk, once the session exists (fm-train only). */
export async function claimTrainingWalk(): Promise<void> {
  const ticket = sessionStorage.getItem(TICKET_KEY);
  if (!ticket) return;
  await api.post('/api/v1/training/walks', { ticket });
}
