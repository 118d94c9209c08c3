import { useState } from 'react';
import { useMessages, type MessageKey } from '../../i18n/messages';
import { Page } from '../../components/ui/page';
import { Unbreakable } from '../../components/ui/unbreakable';
import type { StepProps } from '../../lib/step-props';
import { useJourney } from '../../stores/journey-store';
import {
  askedRequirementsFor,
  PAGE_FIELDS,
  validateFieldValue,
  type FieldName,
  type PageId,
} from '../../lib/domain';
import { displayValue } from '../../lib/display-value';
import { fieldLabel } from '../../i18n/domain-texts';

// Spec §2 screen 11: About You, Email, Phone Number, Financial Info, Identification, SSN, each with an edit
// link to its step. Residence is added so the applicant can see the address they gave (deviation noted).
const SECTIONS: { title: MessageKey; pageId: PageId }[] = [
  { title: 'summary.section.aboutYou', pageId: 'about-you' },
  { title: 'summary.section.residence', pageId: 'resident' },
  { title: 'summary.section.email', pageId: 'email' },
  { title: 'summary.section.phone', pageId: 'phone' },
  { title: 'summary.section.financial', pageId: 'financial' },
  { title: 'summary.section.identification', pageId: 'id' },
  { title: 'summary.section.ssn', pageId: 'ssn' },
];

// Confirm fields repeat another field; showing them twice adds nothing.
const HIDDEN = /^CONFIRM_/;

export function SummaryPage({ goNext, goTo }: StepProps) {
  const m = useMessages();
  const journey = useJourney();
  // What the journey asks for this lender: a section of fields a DigniFi next app never asks is not 'Incomplete'.
  const requirements = askedRequirementsFor(journey);
  const stateOf = (name: FieldName) => requirements[name] ?? 'NOT_REQUESTED';
  const pageFields = PAGE_FIELDS as Record<string, readonly FieldName[]>;
  const [open, setOpen] = useState<Set<string>>(() => new Set(['about-you']));
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Page title={m('title.summary')} heading={m('summary.heading')} lead={m('summary.lead')}>
      {SECTIONS.map(({ title, pageId }) => {
        const fields = (pageFields[pageId] ?? []).filter((n) => stateOf(n) !== 'NOT_REQUESTED');
        if (fields.length === 0) return null;
        const complete = fields.every(
          (n) => validateFieldValue(n, journey.values[n] ?? '', stateOf(n), journey.values) === undefined,
        );
        const shown = fields.filter((n) => !HIDDEN.test(n) && journey.values[n]);
        const section = m(title);
        // Spec §2 screen 11: "A section with incomplete data is disabled": it cannot be expanded; its edit
        // icon still leads to the step, and the 'Incomplete' tag says why.
        const expanded = complete && open.has(pageId);
        return (
          <section key={pageId} className="summary-section" aria-disabled={!complete || undefined}>
            <div className="summary-header">
              <h2 className="summary-title">
                <button
                  type="button"
                  className="summary-toggle"
                  aria-expanded={expanded}
                  aria-controls={`summary-${pageId}`}
                  disabled={!complete}
                  onClick={() => toggle(pageId)}
                >
                  {section}
                  {!complete ? <span className="tag"> · {m('summary.incomplete')}</span> : null}
                </button>
              </h2>
              <button
                type="button"
                className="link-button summary-edit-icon"
                onClick={() => goTo(pageId, { returnHere: true })}
                aria-label={m('summary.edit', { section })}
                title={m('summary.edit', { section })}
              >
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    fill="currentColor"
                    d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
                  />
                </svg>
              </button>
            </div>
            <div id={`summary-${pageId}`} className="summary-body" hidden={!expanded}>
              <dl className="data-list">
                {shown.map((n) => (
                  <div key={n}>
                    <dt>{fieldLabel(n)}</dt>
                    <dd>
                      <Unbreakable text={displayValue(n, journey.values[n])} />
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          </section>
        );
      })}
      <button type="button" className="button button-primary button-block" onClick={() => goNext()}>
        {m('common.continue')}
      </button>
    </Page>
  );
}
