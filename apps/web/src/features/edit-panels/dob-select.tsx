// Spec §2 screen 9 and §5: the ID panel asks the date of birth as Month / Day / Year dropdowns. Years run
// from 18 years ago back to 100 years ago and days follow the month (the domain's dobYears, daysInMonth);
// a day beyond the new month's maximum is cleared (the domain's DOB_MONTH / DOB_YEAR invalidations).
import { useState } from 'react';
import { Field } from '../../components/ui/field';
import { useMessages } from '../../i18n/messages';
import { useLocale } from '../../i18n/language';
import { validationMessage } from '../../i18n/domain-texts';
import { monthName } from '../../i18n/formats';
import { applyAnswer, daysInMonth, dobYears, FIELD_CATALOGUE } from '../../lib/domain';

type Parts = { DOB_MONTH: string; DOB_DAY: string; DOB_YEAR: string };

function split(iso: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match
    ? { DOB_YEAR: match[1]!, DOB_MONTH: match[2]!, DOB_DAY: match[3]! }
    : { DOB_YEAR: '', DOB_MONTH: '', DOB_DAY: '' };
}

export function DobSelect(props: {
  value: string;
  error?: string;
  onChange: (iso: string) => void;
  onBlur: () => void;
}) {
  const m = useMessages();
  const locale = useLocale();
  const [parts, setParts] = useState<Parts>(() => split(props.value));
  const month = Number(parts.DOB_MONTH) || 0;
  // The spec's list whatever the year (29 for February); 29 February of a common year is refused by the
  // date check with 'Invalid Date', not taken away (docs/decisions/034).
  const dayCount = month ? daysInMonth(month) : 31;

  const set = (name: keyof Parts, value: string) => {
    const next = applyAnswer(parts, name, value) as Parts;
    setParts(next);
    const complete = next.DOB_YEAR && next.DOB_MONTH && next.DOB_DAY;
    props.onChange(complete ? `${next.DOB_YEAR}-${next.DOB_MONTH}-${next.DOB_DAY}` : '');
  };

  const monthOptions = (FIELD_CATALOGUE.DOB_MONTH.options ?? []).map((o) => ({
    value: o.value,
    label: monthName(Number(o.value), locale),
  }));
  const dayOptions = Array.from({ length: dayCount }, (_, i) => {
    const value = String(i + 1).padStart(2, '0');
    return { value, label: String(i + 1) };
  });
  const yearOptions = dobYears().map((y) => ({ value: String(y), label: String(y) }));

  return (
    <fieldset className="fieldset">
      <legend>{m('panel.dob')}</legend>
      <div className="dob-row">
        <Field
          name="DOB_MONTH"
          label={m('panel.dobMonth')}
          variant="dropdown"
          required
          value={parts.DOB_MONTH}
          options={monthOptions}
          onChange={(v) => set('DOB_MONTH', v)}
          onBlur={props.onBlur}
          error={props.error && validationMessage(props.error)}
        />
        <Field
          name="DOB_DAY"
          label={m('panel.dobDay')}
          variant="dropdown"
          required
          value={parts.DOB_DAY}
          options={dayOptions}
          onChange={(v) => set('DOB_DAY', v)}
          onBlur={props.onBlur}
        />
        <Field
          name="DOB_YEAR"
          label={m('panel.dobYear')}
          variant="dropdown"
          required
          value={parts.DOB_YEAR}
          options={yearOptions}
          onChange={(v) => set('DOB_YEAR', v)}
          onBlur={props.onBlur}
        />
      </div>
    </fieldset>
  );
}
