// How a kept field value is shown on summary and review screens, using the domain's masking rules
// (lenders §2 "Display masking": SSN XXX-XX- plus last four, phone 3-3-rest, dates mm/dd/yyyy, $ amounts).
import {
  FIELD_CATALOGUE,
  formatDateUs,
  formatPhoneDashed,
  formatWholeDollars,
  isKnownField,
  lastFour,
  maskSsn,
} from './domain';
import { t } from '../i18n/messages';

export function displayValue(name: string, value: string | undefined): string {
  if (!value) return '';
  if (!isKnownField(name)) return value;
  const def = FIELD_CATALOGUE[name];
  if (def.format === 'ssn') return maskSsn(value);
  if (def.filter === 'phone') return formatPhoneDashed(value);
  if (def.inputType === 'DATE') return formatDateUs(value);
  if (def.format === 'money') return formatWholeDollars(value);
  if (def.options) return def.options.find((o) => o.value === value)?.label ?? value;
  if (def.inputType === 'TOGGLE') return value === '1' ? t('common.yes') : t('common.no');
  if (def.sensitive) return `••••${lastFour(value)}`;
  return value;
}

export function labelOf(name: string): string {
  return isKnownField(name) ? FIELD_CATALOGUE[name].label : name;
}
