// What EasyPay's 'Application Review' lists (lenders §2 "EZPY summary shows applicant name, address,
// housing payment, phone, email, employer, DOB, masked SSN, income, pay frequency, next payday, card,
// billing, bank and payment method"), grouped in the review's sections, each with the page its Edit opens.
// Numbers are masked (lenders §2 "Display masking"; GUIDE: a card shown as at most its last four).
import { t, type MessageKey } from '../../../i18n/messages';
import { displayValue } from '../../../lib/display-value';
import { maskCardNumber } from '../../../lib/domain';
import { EZPY_PAY_FREQUENCY_OPTIONS } from '@ttapply/domain/lenders/ezpy';
import { optionLabel } from '../../../i18n/domain-texts';
import type { ReviewSectionContent } from '../shared/review-page';

type EzpyReviewRow = ReviewSectionContent['rows'][number];

const join = (parts: (string | undefined)[], separator = ' ') =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(separator);

function address(line1?: string, line2?: string, cityStateZip?: string): string {
  return join([line1, line2, cityStateZip], ', ');
}

export function ezpyReviewSections(values: Record<string, string>): ReviewSectionContent[] {
  const row = (key: string, label: MessageKey, value: string | undefined): EzpyReviewRow[] =>
    value ? [{ key, label: t(label), value }] : [];
  const money = (name: string) => displayValue(name, values[name]);
  const billing =
    values.BILLING_MATCH_RESIDENT === '1'
      ? t('lenders.review.mailingSame')
      : address(values.BILLING_ADDRESS1, values.BILLING_ADDRESS2, values.BILLING_ZIP);
  const card = values.CC_NUMBER
    ? join([maskCardNumber(values.CC_NUMBER), join([values.CC_EXP_MONTH, values.CC_EXP_YEAR], '/')], ' ')
    : undefined;
  const bank = values.ACCOUNT_NUMBER
    ? join([maskCardNumber(values.ROUTING_NUMBER ?? ''), maskCardNumber(values.ACCOUNT_NUMBER)], ' / ')
    : undefined;
  return [
    {
      title: 'ezpy.review.section.aboutYou',
      pageId: 'about-you',
      rows: [
        ...row(
          'name',
          'ezpy.review.name',
          join([values.FIRST_NAME, values.MIDDLE_INITIAL, values.LAST_NAME, values.SUFFIX]),
        ),
        ...row(
          'phone',
          'ezpy.review.phone',
          displayValue('HOME_PHONE', values.HOME_PHONE || values.MOBILE_PHONE),
        ),
        ...row('email', 'ezpy.review.email', values.EMAIL),
        ...row('employer', 'ezpy.review.employer', values.EMPLOYER_NAME),
        ...row('dob', 'ezpy.review.dob', displayValue('DOB', values.DOB)),
      ],
    },
    {
      title: 'ezpy.review.section.residence',
      pageId: 'resident',
      rows: row(
        'address',
        'ezpy.review.address',
        address(
          values.ADDRESS1,
          values.ADDRESS2,
          join([values.CITY, join([values.STATE, values.ZIP])], ', '),
        ),
      ),
    },
    {
      title: 'ezpy.review.section.income',
      pageId: 'financial',
      rows: [
        ...row('housing', 'ezpy.review.housing', money('MONTHLY_HOUSING_PAYMENT')),
        ...row('ssn', 'ezpy.review.ssn', displayValue('SSN', values.SSN)),
        ...row('gross', 'ezpy.review.grossIncome', money('MONTHLY_GROSS_INCOME')),
        ...row('net', 'ezpy.review.netIncome', money('MONTHLY_NET_INCOME')),
      ],
    },
    {
      title: 'ezpy.review.section.additional',
      pageId: 'additional-financial',
      rows: [
        ...row(
          'payFrequency',
          'ezpy.review.payFrequency',
          values.PAY_FREQUENCY && optionLabel(EZPY_PAY_FREQUENCY_OPTIONS, values.PAY_FREQUENCY),
        ),
        ...row('nextPayday', 'ezpy.review.nextPayday', displayValue('NEXT_PAYDAY', values.NEXT_PAYDAY)),
        ...row('card', 'ezpy.review.card', card),
        ...row('billing', 'ezpy.review.billing', billing),
        ...row('bank', 'ezpy.review.bank', bank),
        ...row('method', 'ezpy.review.paymentMethod', displayValue('PAYMENT_METHOD', values.PAYMENT_METHOD)),
      ],
    },
  ];
}
