// Decision 230 "Domain texts": a form field in Spanish shows the domain's label, helper text, options and
// error in Spanish, in the field and in the error summary, and a language switch changes them in place.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { esDomain } from '../../i18n/es/domain';
import { activateCatalogue } from '../../i18n/messages';
import { setDomainTranslation } from '../../i18n/domain-translation';
import { LanguageProvider, switchLocale } from '../../i18n/language';
import { validateFieldValue, type FieldName } from '../../lib/domain';
import { CatalogueField } from './catalogue-field';
import { FieldErrorSummary } from './field-error-summary';

// The Spanish catalogue is translated elsewhere; the domain's texts are all this screen takes from it, so the
// English messages stand in for it.
vi.mock('../../i18n/catalogues', () => ({
  loadCatalogue: async () => ({ ...en }),
  loadDomainTranslation: async (locale: string) => (locale === 'es' ? esDomain : undefined),
}));

const VALUES: Partial<Record<FieldName, string>> = {
  FIRST_NAME: '',
  DOB: '2020-01-01',
  RESIDENT_STATUS: 'R',
};
const ORDER: FieldName[] = ['FIRST_NAME', 'DOB', 'RESIDENT_STATUS', 'MONTHLY_GROSS_INCOME'];
// The errors as the form keeps them: the domain's English.
const ERRORS = {
  FIRST_NAME: validateFieldValue('FIRST_NAME', '', 'REQUIRED'),
  DOB: validateFieldValue('DOB', VALUES.DOB, 'REQUIRED'),
};

function Form() {
  return (
    <form>
      <FieldErrorSummary errors={ERRORS} order={ORDER} submits={1} />
      {ORDER.map((name) => (
        <CatalogueField
          key={name}
          name={name}
          requestState="REQUIRED"
          value={VALUES[name] ?? ''}
          error={ERRORS[name as keyof typeof ERRORS]}
          onChange={() => {}}
          onBlur={() => {}}
        />
      ))}
    </form>
  );
}

afterEach(() => {
  activateCatalogue('en', en);
  window.localStorage.clear();
  document.documentElement.lang = 'en-US';
});

describe('a catalogue field in Spanish', () => {
  it('shows the label, helper text, options and error in Spanish once Spanish is active', () => {
    setDomainTranslation('es', esDomain);
    activateCatalogue('es', { ...en });
    render(<Form />);

    const name = screen.getByRole('textbox', { name: /^Nombre/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Este campo no puede quedar vacío')).toHaveLength(1);
    expect(screen.getByText('Debe tener 18 años o más')).toBeTruthy();
    expect(screen.getByLabelText(/^Fecha de nacimiento/).getAttribute('placeholder')).toBe('MM/DD/AAAA');
    expect(screen.getByText('Antes de impuestos, por mes')).toBeTruthy();
    const housing = screen.getByRole('combobox', { name: /^Situación de vivienda/ });
    expect(
      within(housing)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([en['common.selectPlaceholder'], 'Alquila', 'Es propietario', 'Otra']);

    const summary = within(screen.getByRole('alert', { name: en['errors.summaryTitle'] }));
    expect(summary.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Nombre: Este campo no puede quedar vacío',
      'Fecha de nacimiento: Debe tener 18 años o más',
    ]);
  });

  it('changes them in place when the language is switched, and back', async () => {
    render(
      <LanguageProvider>
        <Form />
      </LanguageProvider>,
    );
    const summaryLinks = () =>
      within(screen.getByRole('alert', { name: en['errors.summaryTitle'] }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(screen.getByRole('textbox', { name: /^First Name/ })).toBeTruthy();
    expect(summaryLinks()).toEqual([
      'First Name: Value cannot be empty',
      'Date of Birth: Must be 18 or older',
    ]);

    await act(() => switchLocale('es'));
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Alquila' })).toBeTruthy();
    expect(summaryLinks()).toEqual([
      'Nombre: Este campo no puede quedar vacío',
      'Fecha de nacimiento: Debe tener 18 años o más',
    ]);

    await act(() => switchLocale('en'));
    expect(screen.getByRole('textbox', { name: /^First Name/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Rent' })).toBeTruthy();
    expect(summaryLinks()).toEqual([
      'First Name: Value cannot be empty',
      'Date of Birth: Must be 18 or older',
    ]);
  });
});
