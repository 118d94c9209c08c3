// Decision 230 "Domain texts": the domain keeps English; the web shows every field label, helper text, option
// and message of the domain in Spanish when Spanish is active, and exactly the domain's English otherwise.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FIELD_CATALOGUE,
  FIELD_NAMES,
  MESSAGES,
  US_STATES,
  validateFieldValue,
  type CodedValue,
} from '@ttapply/domain';
import { EZPY_PAY_FREQUENCY_OPTIONS } from '@ttapply/domain/lenders/ezpy';
import { en } from './en';
import { esDomain } from './es/domain';
import { activateCatalogue } from './messages';
import { setDomainTranslation } from './domain-translation';
import {
  fieldHint,
  fieldLabel,
  localisedOptions,
  optionLabel,
  SAME_IN_EVERY_LANGUAGE,
  validationMessage,
} from './domain-texts';

// Words spelt the same in both languages.
const SAME_IN_BOTH = new Set(['CVV', 'No']);

/** Every text of MESSAGES, the parameterised ones made with sample parameters. */
function everyMessage(): [string, string][] {
  const samples: Record<string, unknown[]> = { minLength: [9], mustMatch: ['Email'], notFound: ['/nowhere'] };
  const walk = (tree: object, path: string): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]): [string, string][] => {
      const id = path ? `${path}.${key}` : key;
      if (typeof value === 'string') return [[id, value]];
      if (typeof value === 'function')
        return [[id, (value as (...a: unknown[]) => string)(...samples[key]!)]];
      return walk(value as object, id);
    });
  return walk(MESSAGES, '');
}

const fieldsWithOptions = FIELD_NAMES.filter((name) => FIELD_CATALOGUE[name].options);

describe('domain texts in Spanish', () => {
  beforeEach(() => {
    setDomainTranslation('es', esDomain);
    activateCatalogue('es', { ...en });
  });
  afterEach(() => activateCatalogue('en', en));

  it('turns every message of MESSAGES, parameterised ones included, into Spanish', () => {
    const messages = everyMessage();
    expect(messages.length).toBeGreaterThan(60);
    for (const [id, english] of messages) {
      const spanish = validationMessage(english);
      expect(spanish, id).not.toBe(english);
      expect(spanish.trim(), id).not.toBe('');
    }
  });

  it('keeps the parameters of a parameterised message and names a field by its Spanish label', () => {
    expect(validationMessage(MESSAGES.minLength(9))).toBe('Debe tener al menos 9 caracteres');
    expect(validationMessage(MESSAGES.mustMatch('Email'))).toBe(
      'Debe coincidir con el campo Correo electrónico',
    );
    expect(validationMessage(MESSAGES.notFound('/a/b'))).toBe(
      'No se encontró ninguna coincidencia para /a/b',
    );
  });

  it('translates what the validators return, as they return it', () => {
    expect(validationMessage(validateFieldValue('FIRST_NAME', '', 'REQUIRED')!)).toBe(
      'Este campo no puede quedar vacío',
    );
    expect(validationMessage(validateFieldValue('SSN', '12345', 'REQUIRED')!)).toBe(
      'Número de Seguro Social no válido',
    );
  });

  it('leaves a text that is no domain message as it is', () => {
    expect(validationMessage('Ya está en español.')).toBe('Ya está en español.');
  });

  it('gives every field a Spanish label', () => {
    for (const name of FIELD_NAMES) {
      const english = FIELD_CATALOGUE[name].label;
      if (!SAME_IN_BOTH.has(english)) expect(fieldLabel(name), name).not.toBe(english);
    }
    expect(fieldLabel('FIRST_NAME')).toBe('Nombre');
    expect(fieldLabel('MONTHLY_GROSS_INCOME')).toBe('Ingreso mensual bruto');
    expect(fieldLabel('NOT_A_FIELD')).toBe('NOT_A_FIELD');
  });

  it('gives every helper text a Spanish text', () => {
    for (const name of FIELD_NAMES) {
      const english = FIELD_CATALOGUE[name].helperText;
      if (english !== undefined) expect(fieldHint(name), name).not.toBe(english);
    }
    expect(fieldHint('DOB')).toBe('MM/DD/AAAA');
    expect(fieldHint('FIRST_NAME')).toBeUndefined();
  });

  it('gives every option of a list of words a Spanish label; names and numbers stay as they are', () => {
    for (const name of fieldsWithOptions) {
      const list = FIELD_CATALOGUE[name].options!;
      const same = SAME_IN_EVERY_LANGUAGE.includes(list);
      for (const option of list) {
        const shown = optionLabel(name, option.value);
        // Most states read the same in Spanish; each has its Spanish name all the same.
        if (list === US_STATES) {
          expect(shown, `${name} ${option.value}`).toBe(esDomain.options.US_STATES[option.value]);
          continue;
        }
        if (same || SAME_IN_BOTH.has(option.label))
          expect(shown, `${name} ${option.value}`).toBe(option.label);
        else expect(shown, `${name} ${option.value}`).not.toBe(option.label);
      }
      expect(localisedOptions(list).map((o) => o.value)).toEqual(list.map((o) => o.value));
    }
    // The states' Spanish names, not the English ones.
    expect(optionLabel('STATE', 'NM')).toBe('Nuevo México');
    expect(optionLabel('MAILING_STATE', 'NC')).toBe('Carolina del Norte');
    expect(optionLabel('STATE', 'TX')).toBe('Texas');
    expect(optionLabel('RESIDENT_STATUS', 'R')).toBe('Alquila');
    expect(optionLabel('ID_TYPE', 'O-PASSPORT')).toBe('Pasaporte');
  });

  it("shows EasyPay's pay frequencies by EasyPay's own names, whichever code is stored", () => {
    expect(localisedOptions(EZPY_PAY_FREQUENCY_OPTIONS).map((o) => o.label)).toEqual([
      'Semanal',
      'Cada dos semanas',
      'Quincenal',
      'Mensual',
    ]);
    expect(optionLabel(EZPY_PAY_FREQUENCY_OPTIONS, 'T')).toBe('Quincenal');
    expect(optionLabel(EZPY_PAY_FREQUENCY_OPTIONS, '3')).toBe('Quincenal');
  });

  it('leaves a list made at run time (the card years) as it is', () => {
    const years: CodedValue[] = [{ label: '2030', value: '2030' }];
    expect(localisedOptions(years)).toBe(years);
  });
});

describe('domain texts in English', () => {
  it('are exactly the domain’s, with a Spanish table loaded or not', () => {
    setDomainTranslation('es', esDomain);
    for (const [, english] of everyMessage()) expect(validationMessage(english)).toBe(english);
    for (const name of FIELD_NAMES) {
      expect(fieldLabel(name)).toBe(FIELD_CATALOGUE[name].label);
      expect(fieldHint(name)).toBe(FIELD_CATALOGUE[name].helperText);
    }
    for (const name of fieldsWithOptions) {
      const list = FIELD_CATALOGUE[name].options!;
      expect(localisedOptions(list)).toBe(list);
      for (const option of list) expect(optionLabel(name, option.value)).toBe(option.label);
    }
    expect(optionLabel(EZPY_PAY_FREQUENCY_OPTIONS, 'T')).toBe('Semi-Monthly');
  });
});
