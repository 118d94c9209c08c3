import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { JourneyService } from '../journey/journey-service.js';
import type { ConsumerService } from '../services/consumer-service.js';
import type { SmsProgramme } from '../services/sms-programme.js';
import { AfterApprovalActions } from './after-approval-actions.js';
import { JourneyDetails, type LenderConsoleParts } from './journey-details.js';
import { LinkSends } from './link-sends.js';
import { LocationBoard } from './location-board.js';

/**
 * The shop console's location side (decisions 160 and 165), one part per seam: the links texted to customers,
 * the live board, one journey's page, and the actions after an approval (the location's settings are
 * LocationSettingsService's). Every method takes the location the caller was already checked at (staffRoleAt);
 * nothing here is reachable for another location's rows, since every query names the location.
 */
export class LocationConsole {
  readonly links: LinkSends;
  readonly board: LocationBoard;
  readonly journeys: JourneyDetails;
  readonly afterApproval: AfterApprovalActions;

  constructor(
    db: Database,
    config: Config,
    consumers: ConsumerService,
    journey: JourneyService,
    programme: SmsProgramme,
    now: () => Date,
    lenders: LenderConsoleParts,
  ) {
    this.links = new LinkSends(db, config, consumers, journey, programme, now);
    this.board = new LocationBoard(db, now);
    this.journeys = new JourneyDetails(db, journey, this.board, this.links, lenders);
    this.afterApproval = new AfterApprovalActions(db, journey, this.journeys, now);
  }
}

/** The location side over the app's services: the console's routes and the partner API's share it. */
export function locationConsoleOf(app: FastifyInstance): LocationConsole {
  const { services } = app;
  return new LocationConsole(
    app.db,
    app.config,
    services.consumers,
    services.journey,
    services.smsProgramme,
    app.clock,
    services.lenderConsole,
  );
}
