import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { applications, consumers, type ApplicationRow, type ShopRow } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { FieldEncryption } from '../security/field-encryption.js';
import type { AppDataRules } from './app-data-rules.js';
import {
  toApplicationView,
  type ApplicationKind,
  type ApplicationView,
  type ApplicationViewRow,
  type SubmitAnswer,
} from './application-contract.js';

/**
 * Account and card numbers a lender sends back (lenders §4 "Result screen": the card and account numbers
 * the result screens show): encrypted at rest like an SSN, shown only to the application's own consumer.
 */
/**
 * How an application keeps the applicant's SSN: encrypted, a keyed hash to find it by, and its last four to show
 * (never the number in the clear). Without one, nothing is kept.
 */
export function storedSsn(encryption: FieldEncryption, ssn: string | undefined) {
  return {
    ssnCiphertext: ssn ? encryption.encrypt(ssn) : null,
    ssnHmac: ssn ? encryption.lookupHmac(ssn) : null,
    last4: ssn ? ssn.slice(-4) : '',
  };
}

export const RESULT_SECRET_FIELDS = ['cardnumber', 'accountnumber', 'accountNumber'] as const;

/**
 * The columns an applicant's view is made of: a poll reads these and not the stored answers (appData, the
 * encrypted SSN), which it would only decode to throw away.
 */
const VIEW_COLUMNS = {
  id: applications.id,
  appType: applications.appType,
  tier: applications.tier,
  kind: applications.kind,
  status: applications.status,
  result: applications.result,
  cardArt: applications.cardArt,
  signedFlag: applications.signedFlag,
  fundingType: applications.fundingType,
  last4: applications.last4,
  affLoan: applications.affLoan,
  fundedDetails: applications.fundedDetails,
  consumerId: applications.consumerId,
  shopKeyId: applications.shopKeyId,
  selectedApps: applications.selectedApps,
  createdAt: applications.createdAt,
} satisfies Record<keyof ApplicationViewRow, unknown>;

/** Where an application's shop comes from (ShopService.forApplication: the in-memory directory). */
export interface ApplicationShops {
  forApplication(keyId: string): Promise<ShopRow | undefined>;
  /** The shop with the lender list the consumer's journey began with (decision 195). */
  forJourney(consumerId: string, keyId: string, db?: Database | Transaction): Promise<ShopRow | undefined>;
}

/** What the service needs from the job queue: enqueue a lender call inside the caller's transaction. */
export interface LenderCallQueue {
  enqueueLenderCall(applicationId: string, tx: Transaction): Promise<void>;
}

/**
 * The statements every application runs (each poll, each lender call), prepared once: the query is built once
 * instead of per call (query building was about a tenth of the server's time under the application bench) and
 * PostgreSQL parses and plans it once per connection. jsonb values go in as JSON text, the same on both drivers.
 */
function prepareStatements(db: Database) {
  return {
    view: db
      .select(VIEW_COLUMNS)
      .from(applications)
      .where(
        and(
          eq(applications.id, sql.placeholder('id')),
          eq(applications.consumerId, sql.placeholder('consumerId')),
        ),
      )
      .limit(1)
      .prepare('application_view'),
    forLenderCall: db
      .select({ row: applications, mode: consumers.mode })
      .from(applications)
      .leftJoin(consumers, eq(consumers.id, applications.consumerId))
      .where(eq(applications.id, sql.placeholder('id')))
      .prepare('application_for_lender_call'),
  };
}

/**
 * The applications as stored (decision 075's secrets encrypted at rest): an owner's view of one, a list of a
 * consumer's, and the plain appData for a lender call, in memory only. What the submissions and the decisions share.
 */
export class ApplicationRecords {
  constructor(
    private readonly db: Database,
    private readonly encryption: FieldEncryption,
    private readonly rules: AppDataRules,
  ) {
    this.prepared = prepareStatements(db);
  }

  /** The statements every poll and every lender call runs, prepared once (prepareStatements). */
  readonly prepared: ReturnType<typeof prepareStatements>;

  async listForConsumer(consumerId: string): Promise<ApplicationView[]> {
    const rows = await this.db
      .select()
      .from(applications)
      .where(eq(applications.consumerId, consumerId))
      .orderBy(desc(applications.createdAt));
    return rows.map((row) => this.view(row));
  }

  /** Only the session's own consumer may read an application; anyone else gets the same 404 as a missing id. */
  async getForConsumer(id: string, consumerId: string): Promise<ApplicationView> {
    const [row] = await this.prepared.view.execute({ id, consumerId });
    if (!row) throw new AppError('NOT_FOUND');
    return this.view(row);
  }

  async liveApplication(
    consumerId: string,
    appCode: string,
    kind: ApplicationKind,
    db: Database | Transaction = this.db,
  ): Promise<ApplicationRow | undefined> {
    const [row] = await db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.consumerId, consumerId),
          eq(applications.appType, appCode),
          eq(applications.kind, kind),
          isNull(applications.supersededAt),
        ),
      )
      .limit(1);
    return row;
  }

  /** The application as its owner sees it: the lender's card and account numbers decrypted. */
  view(row: ApplicationViewRow): ApplicationView {
    const view = toApplicationView(row);
    if (!view.result) return view;
    const result = { ...view.result };
    for (const field of RESULT_SECRET_FIELDS) {
      const value = result[field];
      if (typeof value === 'string' && value) result[field] = this.encryption.decrypt(value);
    }
    return { ...view, result };
  }

  /**
   * An application with its plain appData, in memory only, for work that calls the lender outside
   * runLenderCall (a partner session the lender's module opens).
   */
  async revealed(applicationId: string): Promise<{ row: ApplicationRow; appData: Record<string, string> }> {
    const [row] = await this.db.select().from(applications).where(eq(applications.id, applicationId));
    if (!row) throw new AppError('NOT_FOUND');
    return { row, appData: this.reveal(row.appData) };
  }

  /** The application's plain appData for its lender: ciphertexts decrypted, in memory only. */
  reveal(stored: Record<string, string>): Record<string, string> {
    const plain: Record<string, string> = {};
    for (const [name, value] of Object.entries(stored)) {
      plain[name] = this.rules.isSensitive(name) ? this.encryption.decrypt(value) : value;
    }
    return plain;
  }

  answer(row: ApplicationViewRow): SubmitAnswer {
    const application = this.view(row);
    return { success: row.status !== 'e', applicationKeyId: row.id, status: row.status, application };
  }

  /**
   * Encrypts every sensitive field (SSN, ID, bank, card, DOB) and drops what must never be stored: confirm
   * fields (they repeat the SSN/e-mail) and CVV (PCI DSS 3.3, not even encrypted).
   */
  protect(appData: Record<string, string>): {
    stored: Record<string, string>;
    ssn: string | undefined;
  } {
    const stored: Record<string, string> = {};
    for (const [name, value] of Object.entries(appData)) {
      if (this.rules.neverStore(name)) continue;
      stored[name] = this.rules.isSensitive(name) ? this.encryption.encrypt(value) : value;
    }
    return { stored, ssn: appData.SSN || undefined };
  }
}
