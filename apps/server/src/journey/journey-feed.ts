import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Transaction } from '../db/database.js';

/**
 * Journey changes published to every server instance (docs/decisions/140): PostgreSQL's NOTIFY, sent inside
 * the transaction that made the change, so a listener hears it only once it is committed, on any instance
 * that LISTENs on the same database. The ends of consumer sessions (decision 246) travel on the same
 * connection, announced once the end is written. PGlite is one process with one database: its own LISTEN/NOTIFY reaches
 * every listener there is.
 */
export const JOURNEY_CHANNEL = 'journey_changed';

export interface JourneyChange {
  consumerId: string;
  shopKeyId: string;
  stage: string;
  /** The event that changed the journey (journey-service.ts JourneyEventType). */
  type: string;
}

export type JourneyListener = (change: JourneyChange) => void;

/**
 * A consumer session ended on some instance (decision 246): every instance forgets it had found it live, so
 * none answers its token from memory. The payload is the session's id.
 */
export const SESSION_ENDED_CHANNEL = 'consumer_session_ended';

/** Tells every instance listening on this database that a consumer session ended. */
export async function announceSessionEnded(db: Database, sessionId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${sessionId})`);
}

interface FeedListeners {
  sessionEnded(sessionId: string): void;
  /** The listening connection was lost: changes and ends may have been missed meanwhile. */
  gap(): void;
}

/** Publishes a change with the transaction that made it: delivered at commit, dropped at rollback. */
export async function publishJourneyChange(tx: Transaction, change: JourneyChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${JOURNEY_CHANNEL}, ${JSON.stringify(change)})`);
}

/** How long a lost LISTEN connection waits before it connects again. */
const RECONNECT_DELAY_MS = 1000;

export class JourneyFeed {
  private readonly listeners = new Set<JourneyListener>();
  private readonly sessionListeners: FeedListeners[] = [];
  private readonly gapListeners = new Set<() => void>();
  private stopped = false;
  private connected = false;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly connection: DatabaseHandle['jobConnection'],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts listening; resolves once the LISTEN is in place, so no change after it is missed. */
  async start(): Promise<void> {
    if (this.connection.kind === 'pglite') {
      const client = this.connection.client;
      const stops = [
        await client.listen(JOURNEY_CHANNEL, (payload) => this.deliver(payload)),
        await client.listen(SESSION_ENDED_CHANNEL, (payload) => this.deliverSessionEnded(payload)),
      ];
      this.stopListening = async () => {
        for (const stop of stops) await stop();
      };
      this.connected = true;
      return;
    }
    try {
      await this.listenOnPostgres(this.connection.connectionString);
    } catch (error) {
      // A server that cannot listen at start does not start: no retry left behind.
      this.stopped = true;
      throw error;
    }
  }

  /** Calls `listener` for every change committed on any instance; returns the unsubscribe. */
  subscribe(listener: JourneyListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ends of consumer sessions heard from every instance, and the gaps in which some may have been missed. */
  subscribeToSessionEnds(listeners: FeedListeners): void {
    this.sessionListeners.push(listeners);
  }

  /**
   * Told when the listening connection is back after a loss: changes committed meanwhile were not heard, so a
   * live board reads again what changed after the last row it sent (staff/board-hub.ts).
   */
  subscribeToGaps(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listeners.clear();
    this.gapListeners.clear();
    this.sessionListeners.length = 0;
    await this.stopListening?.();
  }

  /**
   * The LISTEN connection is up (always, on PGlite): /readyz reports an instance that lost it as not ready, since it
   * would miss other instances' changes until it listens again (plugins/health.ts).
   */
  get listening(): boolean {
    return this.connected;
  }

  /**
   * Listens on its own connection. A lost connection is retried every RECONNECT_DELAY_MS until it listens again,
   * however long the database is away: a failed retry schedules the next one (each connection reports its own
   * loss once, whether by 'error', 'end' or a failed connect).
   */
  private async listenOnPostgres(connectionString: string): Promise<void> {
    const client = new pg.Client({ connectionString });
    let lost = false;
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      this.connected = false;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.log.warn({ err: error }, 'journey feed connection lost; listening again');
      for (const listeners of this.sessionListeners) listeners.gap();
      setTimeout(() => {
        if (!this.stopped) this.listenOnPostgres(connectionString).catch(() => undefined);
      }, RECONNECT_DELAY_MS).unref();
    };
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('connection ended')));
    client.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === JOURNEY_CHANNEL) this.deliver(message.payload);
      else if (message.channel === SESSION_ENDED_CHANNEL) this.deliverSessionEnded(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${JOURNEY_CHANNEL}; LISTEN ${SESSION_ENDED_CHANNEL}`);
    } catch (error) {
      onLost(error);
      throw error;
    }
    this.connected = true;
    // Anything ended between the loss and this LISTEN was not heard (the gap listeners forgot it all at the
    // loss; checks made meanwhile may have remembered a session that ended since); the boards read again
    // what changed meanwhile.
    for (const listeners of this.sessionListeners) listeners.gap();
    for (const listener of this.gapListeners) listener();
    this.stopListening = async () => {
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      this.connected = false;
      await client.end().catch(() => undefined);
    };
  }

  private deliverSessionEnded(sessionId: string): void {
    for (const listeners of this.sessionListeners) listeners.sessionEnded(sessionId);
  }

  private deliver(payload: string): void {
    let change: JourneyChange;
    try {
      change = JSON.parse(payload) as JourneyChange;
    } catch {
      return;
    }
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log.error({ err: error }, 'journey listener failed');
      }
    }
  }
}
