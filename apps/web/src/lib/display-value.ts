// How a kept field value is shown on summary and review screens, using the domain's masking rules
// (lenders §2 "Display masking": SSN XXX-XX- plus last four, phone 3-3-rest, dates mm/dd/yyyy, $ amounts), in
// the screen's language (option labels through i18n/domain-texts.ts; decision 230 "Domain texts").
import {
  FIELD_CATALOGUE,
  formatDateUs,
  formatPhoneDashed,
  formatWholeDollars,
  isKnownField,
  lastFour,
  maskSsn,
} from './domain';
import { currentLocale, t } from '../i18n/messages';
import { optionLabel } from '../i18n/domain-texts';
import { longDate } from '../i18n/formats';

/**
 * A stored date (YYYY-MM-DD) as a screen shows it: mm/dd/yyyy in English (lenders §2), written out in another
 * language ('23 de abril de 1985'), where a numeric date would be read day first.
 */
export function displayDate(iso: string): string {
  const locale = currentLocale();
  return locale === 'en' ? formatDateUs(iso) : longDate(iso, locale);
}

export function displayValue(name: string, value: string | undefined): string {
  if (!value) return '';
  if (!isKnownField(name)) return value;
  const def = FIELD_CATALOGUE[name];
  if (def.format === 'ssn') return maskSsn(value);
  if (def.filter === 'phone') return formatPhoneDashed(value);
  if (def.inputType === 'DATE') return displayDate(value);
  if (def.format === 'money') return formatWholeDollars(value);
  if (def.options) return optionLabel(name, value);
  if (def.inputType === 'TOGGLE') return value === '1' ? t('common.yes') : t('common.no');
  if (def.sensitive) return `••••${lastFour(value)}`;
  return value;
}
