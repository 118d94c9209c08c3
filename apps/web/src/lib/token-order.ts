// Which of two session tokens the page keeps (decision 245). Answers arrive out of order: a draft read sent
// before a token refresh can be answered after it, with a token of the generation the refresh retired. Keeping
// that older token would end the journey at the next call once the generation moves again (decision 188 accepts
// one generation back, for 30 seconds, and never two). So a token never replaces a newer one of its session.
//
// The page reads the token's claims only to order tokens; it trusts nothing in them; the server verifies each.

interface TokenOrder {
  sessionId: string;
  generation: number;
}

function orderOf(token: string): TokenOrder | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sid?: unknown; gen?: unknown };
    if (typeof claims.sid !== 'string' || typeof claims.gen !== 'number') return null;
    return { sessionId: claims.sid, generation: claims.gen };
  } catch {
    return null;
  }
}

/**
 * True when `candidate` is of the same session as `current` and of an earlier generation: the page keeps
 * `current`. Tokens of another session (a new verification) or that cannot be read always replace.
 */
export function isRetiredBy(candidate: string, current: string | null): boolean {
  if (!current) return false;
  const next = orderOf(candidate);
  const held = orderOf(current);
  if (!next || !held || next.sessionId !== held.sessionId) return false;
  return next.generation < held.generation;
}
