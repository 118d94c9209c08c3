import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../i18n/en';
import { esDomain } from '../../i18n/es/domain';
import { activateCatalogue } from '../../i18n/messages';
import { setDomainTranslation } from '../../i18n/domain-translation';
import { DobSelect } from './dob-select';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <DobSelect value={value} onChange={setValue} onBlur={() => {}} />
      <output aria-label="stored">{value}</output>
    </>
  );
}

// docs/decisions/034: February offers 29 days whatever the year (spec §5); 29 February of a
// common year reaches the date check instead of vanishing from the list.
describe('date of birth dropdowns', () => {
  it('offers 29 days in February after a common year is chosen, and keeps a chosen 29th', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [month, day, year] = ['Month', 'Day', 'Year'].map(
      (name) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement,
    );
    await user.selectOptions(month!, '02');
    await user.selectOptions(day!, '29');
    await user.selectOptions(year!, '2001');
    const days = within(day!)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean);
    expect(days).toHaveLength(29);
    expect(day!.value).toBe('29');
    expect(screen.getByRole('status', { name: 'stored' }).textContent).toBe('2001-02-29');
  });
});

// Decision 230: month names follow the screen's language (Intl with its tag), the error is the domain's in it.
describe('date of birth dropdowns in Spanish', () => {
  afterEach(() => activateCatalogue('en', en));

  it('lists the months by their Spanish names and shows the error in Spanish', () => {
    setDomainTranslation('es', esDomain);
    activateCatalogue('es', { ...en });
    render(<DobSelect value="" error="Invalid Date" onChange={() => {}} onBlur={() => {}} />);
    const month = screen.getByRole('combobox', { name: /^Month/ });
    const names = within(month)
      .getAllByRole('option')
      .map((o) => o.textContent)
      .slice(1);
    expect(names[0]).toBe('enero');
    expect(names[11]).toBe('diciembre');
    expect(screen.getByText('Fecha no válida')).toBeTruthy();
  });

  it('keeps the English month names in English', () => {
    render(<DobSelect value="" onChange={() => {}} onBlur={() => {}} />);
    const month = screen.getByRole('combobox', { name: /^Month/ });
    expect(within(month).getAllByRole('option')[1]?.textContent).toBe('January');
  });
});
