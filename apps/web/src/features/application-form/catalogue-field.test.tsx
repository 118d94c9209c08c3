import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { displayValue } from '../../lib/display-value';
import { CatalogueField } from './catalogue-field';

function PrimaryIdType() {
  const [value, setValue] = useState('');
  return (
    <CatalogueField
      name="ID_TYPE"
      requestState="REQUIRED"
      value={value}
      onChange={setValue}
      onBlur={() => {}}
    />
  );
}

// Five options share the lender code 'O' (lenders §3), yet each keeps its own value: a Passport must never
// read back as 'Government Issued ID'.
describe('Primary ID Type', () => {
  it.each([
    'Passport',
    'Military ID',
    'State Issued ID',
    'Green Card / Resident Alien Card',
    'Driver License',
  ])('shows %s back as chosen, in the field and on the summary', async (label) => {
    const user = userEvent.setup();
    render(<PrimaryIdType />);
    const select = screen.getByLabelText(/Primary ID Type/) as HTMLSelectElement;
    await user.selectOptions(select, screen.getByRole('option', { name: label }));
    expect(select.selectedOptions[0]?.textContent).toBe(label);
    expect(displayValue('ID_TYPE', select.value)).toBe(label);
  });
});

// The expiry's hint gave a birth date ("04/23/1985") as its example; a payday's did too.
describe('a date’s hint gives an example that fits the field', () => {
  const year = new Date().getFullYear();
  it.each([
    ['ID_EXPIRY', 'This ID has expired. Enter the expiration date of an ID that is still valid.', year + 4],
    ['NEXT_PAYDAY', 'Invalid Date', year],
  ] as const)('%s', (name, error, exampleYear) => {
    render(
      <CatalogueField
        name={name}
        requestState="REQUIRED"
        value="12/31/2020"
        error={error}
        onChange={() => {}}
        onBlur={() => {}}
      />,
    );
    const input = screen.getByRole('textbox');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain(error);
    expect(described).not.toContain('1985');
    expect(described).toMatch(new RegExp(`for example \\d\\d/\\d\\d/${exampleYear}\\.`));
  });
});
