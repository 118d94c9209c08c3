import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../db/database.js';

/**
 * Journey changes published to every server instance (docs/decisions/140): PostgreSQL's NOTIFY, sent inside
 * the transaction that made the change, so a listener hears it only once it is committed, on any instance
 * that LISTENs on the same database. PGlite is one process with one database: its own LISTEN/NOTIFY reaches
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

/** Publishes a change with the transaction that made it: delivered at commit, dropped at rollback. */
export async function publishJourneyChange(tx: Transaction, change: JourneyChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${JOURNEY_CHANNEL}, ${JSON.stringify(change)})`);
}

/** How long a lost LISTEN connection waits before it connects again. */
const RECONNECT_DELAY_MS = 1000;

export class JourneyFeed {
  private readonly listeners = new Set<JourneyListener>();
  private stopped = false;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly connection: DatabaseHandle['jobConnection'],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts listening; resolves once the LISTEN is in place, so no change after it is missed. */
  async start(): Promise<void> {
    if (this.connection.kind === 'pglite') {
      this.stopListening = await this.connection.client.listen(JOURNEY_CHANNEL, (payload) =>
        this.deliver(payload),
      );
      return;
    }
    await this.listenOnPostgres(this.connection.connectionString);
  }

  /** Calls `listener` for every change committed on any instance; returns the unsubscribe. */
  subscribe(listener: JourneyListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listeners.clear();
    await this.stopListening?.();
  }

  private async listenOnPostgres(connectionString: string): Promise<void> {
    const client = new pg.Client({ connectionString });
    let reconnecting = false;
    const reconnect = (error: unknown) => {
      if (this.stopped || reconnecting) return;
      reconnecting = true;
      this.log.warn({ err: error }, 'journey feed connection lost; listening again');
      client.end().catch(() => undefined);
      setTimeout(() => {
        this.listenOnPostgres(connectionString).catch(reconnect);
      }, RECONNECT_DELAY_MS).unref();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect(new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === JOURNEY_CHANNEL && message.payload) this.deliver(message.payload);
    });
    await client.connect();
    await client.query(`LISTEN ${JOURNEY_CHANNEL}`);
    this.stopListening = async () => {
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    };
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
