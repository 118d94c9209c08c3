import {
  boardLenderName,
  CONTACT_MESSAGES,
  lenderListCsv,
  lenderListRuleProblems,
  type LocationSettings,
} from '@ttapply/domain/console';
import { parseLenderList } from '@ttapply/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { organisationLenderAgreements, organisationLocations, shops } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { usPhoneDigits } from '../services/text-to-apply-service.js';

/** The organisation has no agreement with a lender it tried to list (the list holds agreed lenders only). */
export const noAgreementMessage = (code: string) =>
  `${code} is not offered: the organisation has no agreement with ${boardLenderName(code)}.`;

/** A change to the lender list or contact, with the before and after for the audit log. */
export interface SettingsChange<T> {
  before: T;
  after: T;
}

/**
 * A location's lender list and contact, as owners and managers keep them (decisions 195 and
 * 199). The shops row is the one place they live: the in-memory shop directory picks the change up by its
 * revision trigger, and a journey keeps the list it began with (journeys.lender_list), so a change reaches
 * new journeys only.
 */
export class LocationSettingsService {
  constructor(private readonly db: Database) {}

  async settings(shopKeyId: string, organisationId: string): Promise<LocationSettings> {
    const shop = await this.shopOf(shopKeyId, organisationId);
    const agreed = await this.agreements(organisationId);
    return {
      shopKeyId,
      name: shop.name,
      // The list as it is offered (parseLenderList): a result screen read as its application, refused codes
      // dropped, so what the form shows is what consumers get.
      lenders: parseLenderList(shop.lenders),
      agreements: agreed.map((appCode) => ({ appCode, lenderName: boardLenderName(appCode) })),
      phoneNumber: shop.phoneNumber,
      contactHours: shop.contactHours,
    };
  }

  /** Checks the tier rules (domain) and the agreements (here), then keeps the list; 400 with the message. */
  async changeLenders(
    shopKeyId: string,
    organisationId: string,
    codes: readonly string[],
  ): Promise<SettingsChange<string>> {
    const shop = await this.shopOf(shopKeyId, organisationId);
    const after = await this.checkedLenderList(organisationId, codes);
    await this.db.update(shops).set({ lenders: after }).where(eq(shops.keyId, shopKeyId));
    return { before: shop.lenders, after };
  }

  /**
   * The list as a shop keeps it (the comma list), once it passes the tier rules (domain) and the agreements
   * (here); else 400 with the messages (also a new location's list, decision 281).
   */
  async checkedLenderList(organisationId: string, codes: readonly string[]): Promise<string> {
    const problems = lenderListRuleProblems(codes);
    if (problems.length === 0) {
      const agreed = await this.agreements(organisationId);
      for (const code of codes) {
        const upper = code.trim().toUpperCase();
        if (!agreed.includes(upper)) problems.push(noAgreementMessage(upper));
      }
    }
    if (problems.length > 0) {
      const message = problems.join(' ');
      throw new AppError('BAD_REQUEST', `lenders: ${message}`, { fields: { lenders: message } });
    }
    return lenderListCsv(codes);
  }

  async changeContact(
    shopKeyId: string,
    organisationId: string,
    input: { phoneNumber: string; contactHours: string },
  ): Promise<SettingsChange<{ phoneNumber: string; contactHours: string }>> {
    const shop = await this.shopOf(shopKeyId, organisationId);
    const phoneNumber = usPhoneDigits(input.phoneNumber);
    if (!phoneNumber) {
      throw new AppError('BAD_REQUEST', `phoneNumber: ${CONTACT_MESSAGES.phone}`, {
        fields: { phoneNumber: CONTACT_MESSAGES.phone },
      });
    }
    const after = { phoneNumber, contactHours: input.contactHours.trim() };
    await this.db.update(shops).set(after).where(eq(shops.keyId, shopKeyId));
    return { before: { phoneNumber: shop.phoneNumber, contactHours: shop.contactHours }, after };
  }

  /** The location's shop, when it is the organisation's (the role check already said it is). */
  private async shopOf(shopKeyId: string, organisationId: string) {
    const [row] = await this.db
      .select({
        name: shops.name,
        lenders: shops.lenders,
        phoneNumber: shops.phoneNumber,
        contactHours: shops.contactHours,
      })
      .from(shops)
      .innerJoin(organisationLocations, eq(organisationLocations.shopKeyId, shops.keyId))
      .where(and(eq(shops.keyId, shopKeyId), eq(organisationLocations.organisationId, organisationId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async agreements(organisationId: string): Promise<string[]> {
    const rows = await this.db
      .select({ appCode: organisationLenderAgreements.appCode })
      .from(organisationLenderAgreements)
      .where(eq(organisationLenderAgreements.organisationId, organisationId))
      .orderBy(asc(organisationLenderAgreements.appCode));
    // Read as a list is (decision 135): an agreement kept under a lender's alias lets the shop list the lender,
    // a refused code none.
    return parseLenderList(rows.map((row) => row.appCode).join(','));
  }
}
