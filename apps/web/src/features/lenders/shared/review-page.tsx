// 'Application Review' shared by the lender submission pages (lenders §2 "Review and submission pages"):
// read-only sections About You, About Residence, About Income (lenders with Account Information also About Additional
// Information), each with an Edit button back to its entry page; the page's agreements, consent line and
// submit button come as children.
import type { ReactNode } from 'react';
import { useMessages, type MessageKey } from '../../../i18n/messages';
import { Page } from '../../../components/ui/page';
import type { StepProps } from '../../../lib/step-props';
import { useJourney } from '../../../stores/journey-store';
import { effectiveRequirementsFor, LENDERS, type AppCode, type PageId } from '../../../lib/domain';
import { reviewRows } from './review-rows';
import { unbreakableNode } from '../../../components/ui/unbreakable';

const SECTIONS: { title: MessageKey; pageId: PageId }[] = [
  { title: 'review.section.aboutYou', pageId: 'about-you' },
  { title: 'review.section.residence', pageId: 'resident' },
  { title: 'review.section.income', pageId: 'financial' },
];
const ADDITIONAL: { title: MessageKey; pageId: PageId } = {
  title: 'lenders.review.section.additional',
  pageId: 'additional-financial',
};

/** One read-only section: its rows and the entry page its Edit button opens. */
export interface ReviewSectionContent {
  title: MessageKey;
  pageId: PageId;
  rows: ReadonlyArray<{ key: string; label: string; value: string; lenderForm?: string }>;
}

export interface ReviewPageProps {
  appCode: AppCode;
  goTo: StepProps['goTo'];
  /** DigniFi: every Edit returns to about-you (lenders §2). */
  editTo?: PageId;
  /** Lenders with Account Information: the About Additional Information section. */
  additional?: boolean;
  lead?: ReactNode;
  /** A lender's review with its own heading (lenders §2); default 'Application Review'. */
  heading?: string;
  /** A lender with its own summary (lenders §2 "… summary shows …") gives its sections. */
  sections?: readonly ReviewSectionContent[];
  children: ReactNode;
}

export function ReviewPage({
  appCode,
  goTo,
  editTo,
  additional,
  lead,
  heading,
  sections,
  children,
}: ReviewPageProps) {
  const m = useMessages();
  const journey = useJourney();
  const requirements = effectiveRequirementsFor(appCode, journey.values);
  const shown =
    sections ??
    (additional ? [...SECTIONS, ADDITIONAL] : SECTIONS).map(({ title, pageId }) => ({
      title,
      pageId,
      rows: reviewRows(pageId, journey.values, requirements).map((row) => ({ ...row, key: row.name })),
    }));
  return (
    <Page title={m('title.applicationReview')} heading={heading ?? m('review.heading')} lead={lead}>
      {/* Two columns on a desktop (docs/decisions/216); one on a phone, as before. */}
      <div className="review-sections">
        {shown.map(({ title, pageId, rows }) => {
          const section = m(title);
          return (
            <section key={pageId} className="review-section" aria-labelledby={`review-${pageId}`}>
              <div className="review-section-header">
                <h2 id={`review-${pageId}`}>{section}</h2>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => goTo(editTo ?? pageId, { returnHere: true })}
                  aria-label={m('review.editSection', { section })}
                >
                  {m('common.edit')}
                </button>
              </div>
              <dl className="data-list">
                {rows.map((row) => (
                  <div key={row.key}>
                    <dt>{row.label}</dt>
                    <dd>
                      {unbreakableNode(row.value)}
                      {row.lenderForm ? (
                        <span className="review-lender-form">
                          {unbreakableNode(
                            m('review.lenderReceives', {
                              lender: LENDERS[appCode].name,
                              value: row.lenderForm,
                            }),
                          )}
                        </span>
                      ) : null}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </div>
      {children}
    </Page>
  );
}
