import { describe, expect, it } from 'vitest';
import { FIELD_CATALOGUE, SENSITIVE_FIELDS } from './field-catalogue.js';
import {
  createField,
  fieldValues,
  isFieldValid,
  removeField,
  setFromApp,
  setFromDb,
} from './credit-app-field.js';
import { FIELD_NAMES, type FieldName } from './field-names.js';
import { LENDER_FIELD_SETS, LENDER_REGISTRY } from '../lenders/lender-registry.js';
import { PRIMARY_ID_TYPE } from '../coded-values.js';
import { toLenderAppData } from '../lenders/app-data-mapping.js';
import { normaliseRequestState } from './request-state.js';

describe('FIELD_CATALOGUE (spec §3, §5)', () => {
  it('defines every field name', () => {
    expect(Object.keys(FIELD_CATALOGUE).sort()).toEqual([...FIELD_NAMES].sort());
  });
  it('uses human labels', () => {
    expect(FIELD_CATALOGUE.FIRST_NAME.label).toBe('First Name');
    expect(FIELD_CATALOGUE.MIDDLE_INITIAL.label).toBe('Middle Initial');
    expect(FIELD_CATALOGUE.DOB.label).toBe('Date of Birth');
    expect(FIELD_CATALOGUE.SSN.label).toBe('Social Security Number');
    expect(FIELD_CATALOGUE.CONFIRM_SSN.label).toBe('Confirm SSN');
    expect(FIELD_CATALOGUE.CONFIRM_SSN.helperText).toBe('Please Confirm');
    expect(FIELD_CATALOGUE.MONTHLY_GROSS_INCOME.label).toBe('Monthly Gross Income');
    expect(FIELD_CATALOGUE.SHOP_SEARCH.label).toBe('Zip, City, or Address');
  });
  it('pins the spec max lengths', () => {
    const max = (name: keyof typeof FIELD_CATALOGUE) => FIELD_CATALOGUE[name].maxLength;
    expect(max('FIRST_NAME')).toBe(32);
    expect(max('LAST_NAME')).toBe(32);
    expect(max('COAPP_FIRST_NAME')).toBe(50);
    expect(max('COAPP_LAST_NAME')).toBe(50);
    expect(max('MIDDLE_INITIAL')).toBe(1);
    expect(max('HOME_PHONE')).toBe(10);
    expect(max('MOBILE_PHONE')).toBe(10);
    expect(max('WORK_PHONE')).toBe(10);
    expect(max('ZIP')).toBe(10);
    expect(max('BILLING_ZIP')).toBe(10);
    expect(max('SSN')).toBe(9);
    expect(max('ACCESS_CODE')).toBe(6);
    expect(max('CC_NUMBER')).toBe(16);
    expect(max('ACCOUNT_NUMBER')).toBe(16);
    expect(max('ROUTING_NUMBER')).toBe(9);
    expect(max('CVV')).toBe(4);
    expect(max('LAST_FOUR')).toBe(4);
    expect(max('EMAIL')).toBe(100);
    expect(max('ADDRESS1')).toBe(100);
  });
  it('confirm fields point at their partner', () => {
    expect(FIELD_CATALOGUE.CONFIRM_EMAIL.confirms).toBe('EMAIL');
    expect(FIELD_CATALOGUE.CONFIRM_SSN.confirms).toBe('SSN');
    expect(FIELD_CATALOGUE.COAPP_CONFIRM_SSN.confirms).toBe('COAPP_SSN');
  });
  it('marks sensitive fields', () => {
    const sensitive = FIELD_NAMES.filter((n) => FIELD_CATALOGUE[n].sensitive);
    for (const name of [
      'SSN',
      'CONFIRM_SSN',
      'ID_NUMBER',
      'DOB',
      'CC_NUMBER',
      'CVV',
      'ACCOUNT_NUMBER',
      'ROUTING_NUMBER',
    ] as const) {
      expect(sensitive).toContain(name);
    }
    expect(sensitive).toContain('COAPP_SSN');
    expect(sensitive).not.toContain('FIRST_NAME');
    expect(SENSITIVE_FIELDS).toEqual(sensitive);
  });
  it('dropdowns carry their options', () => {
    expect(FIELD_CATALOGUE.RESIDENT_STATUS.inputType).toBe('DROPDOWN');
    expect(FIELD_CATALOGUE.RESIDENT_STATUS.options?.map((o) => o.value)).toEqual(['R', 'O', 'X']);
    expect(FIELD_CATALOGUE.STATE.options).toHaveLength(51);
  });
});

describe('credit application field model (spec §3)', () => {
  it("normalises 'R' to REQUIRED", () => {
    expect(normaliseRequestState('R')).toBe('REQUIRED');
    expect(normaliseRequestState('NOT-REQUESTED')).toBe('NOT_REQUESTED');
    expect(normaliseRequestState('OPTIONAL')).toBe('OPTIONAL');
    expect(normaliseRequestState(undefined)).toBe('NOT_REQUESTED');
  });
  it('set-from-app, set-from-db and remove-field are pure updates', () => {
    const empty = {};
    const fromApp = setFromApp(empty, 'SSN', { requestState: 'R' });
    expect(empty).toEqual({});
    expect(fromApp.SSN).toMatchObject({
      requestState: 'REQUIRED',
      label: 'Social Security Number',
      inputType: 'MASKED',
      validate: 'ssn',
    });
    const fromDb = setFromDb(fromApp, 'SSN', '123456789', '•••••6789');
    expect(fromDb.SSN).toMatchObject({
      trueValue: '123456789',
      inputValue: '•••••6789',
      requestState: 'REQUIRED',
    });
    expect(fieldValues(fromDb)).toEqual({ SSN: '123456789' });
    expect(removeField(fromDb, 'SSN')).toEqual({});
  });
  it('valid when non-empty without error, or empty and not required', () => {
    const field = createField('EMAIL');
    expect(isFieldValid(field)).toBe(true);
    expect(isFieldValid({ ...field, requestState: 'REQUIRED' })).toBe(false);
    expect(isFieldValid({ ...field, trueValue: 'x', error: 'Invalid email' })).toBe(false);
  });
});

describe('lender codes', () => {
  it('keeps each Primary ID Type apart in the application and sends D or O to the lender', () => {
    const passport = PRIMARY_ID_TYPE.find((o) => o.label === 'Passport')!;
    expect(FIELD_CATALOGUE.ID_TYPE.options?.find((o) => o.value === passport.value)?.label).toBe('Passport');
    expect(passport.value).not.toBe('O');
    const sent = toLenderAppData(
      'CFNA',
      { ID_TYPE: passport.value, ID_NUMBER: 'X1', FIRST_NAME: 'Pat' },
      { dllVersion: '1' },
    );
    expect(sent.ID_TYPE).toBe('O');
    expect(toLenderAppData('CFNA', { ID_TYPE: 'D', ID_NUMBER: 'X1' }, { dllVersion: '1' }).ID_TYPE).toBe('D');
  });
});

describe("a lender's own fields", () => {
  it('are the ones its definition declares, listed once for the field names, in registry order', () => {
    const declared = LENDER_REGISTRY.flatMap((lender) => ('fields' in lender ? [lender.fields] : []));
    expect(declared.length).toBeGreaterThan(0);
    expect(declared).toHaveLength(LENDER_FIELD_SETS.length);
    declared.forEach((fields, index) => expect(fields).toBe(LENDER_FIELD_SETS[index]));
  });

  it('are in the catalogue as plain text under their own labels', () => {
    for (const fields of LENDER_FIELD_SETS) {
      for (const [name, { label }] of Object.entries(fields)) {
        expect(FIELD_NAMES, name).toContain(name);
        expect(FIELD_CATALOGUE[name as FieldName]).toMatchObject({
          label,
          inputType: 'TEXT',
          sensitive: false,
        });
      }
    }
  });
});
