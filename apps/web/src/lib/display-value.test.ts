// Summary and review values (lenders §2 "Display masking") in English exactly as the spec shows them, and in
// Spanish with the domain's option labels translated and dates written out (decision 230 "Domain texts").
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { esDomain } from '../i18n/es/domain';
import { activateCatalogue } from '../i18n/messages';
import { setDomainTranslation } from '../i18n/domain-translation';
import { displayDate, displayValue } from './display-value';

describe('displayValue', () => {
  afterEach(() => activateCatalogue('en', en));

  it('in English: mm/dd/yyyy dates, the catalogue’s option labels, US dollars', () => {
    expect(displayValue('DOB', '1985-04-23')).toBe('04/23/1985');
    expect(displayValue('RESIDENT_STATUS', 'O')).toBe('Own');
    expect(displayValue('PAY_FREQUENCY', 'T')).toBe('Twice Monthly');
    expect(displayValue('STATE', 'WA')).toBe('Washington');
    expect(displayValue('MONTHLY_GROSS_INCOME', '1800')).toBe('$1,800');
  });

  it('in Spanish: dates written out, option labels in Spanish, states and money as in English', () => {
    setDomainTranslation('es', esDomain);
    activateCatalogue('es', { ...en });
    expect(displayValue('DOB', '1985-04-23')).toBe('23 de abril de 1985');
    expect(displayDate('2026-05-15')).toBe('15 de mayo de 2026');
    expect(displayValue('RESIDENT_STATUS', 'O')).toBe('Es propietario');
    expect(displayValue('PAY_FREQUENCY', 'T')).toBe('Dos veces al mes');
    expect(displayValue('STATE', 'WA')).toBe('Washington');
    expect(displayValue('MONTHLY_GROSS_INCOME', '1800')).toBe('$1,800');
    expect(displayDate('not a date')).toBe('not a date');
  });
});
