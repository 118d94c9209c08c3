import { describe, expect, it } from 'vitest';
import { addressErrorText, MESSAGES } from './messages.js';

// Every text of spec applicant-journey §5 and §8 (and the lenders §5 texts on shared fields), literally.
describe('MESSAGES', () => {
  it('pins the §5 validation texts', () => {
    expect(MESSAGES.required).toBe('Value cannot be empty');
    expect(MESSAGES.minLength(4)).toBe('Must be at least 4 characters long');
    expect(MESSAGES.invalidIdNumber).toBe('Invalid ID number');
    expect(MESSAGES.specialCharacters).toBe('Special characters are not allowed');
    expect(MESSAGES.onlyDigits).toBe('Only digits allowed');
    expect(MESSAGES.invalidValue).toBe('Invalid value');
    expect(MESSAGES.invalidAddress).toBe('Invalid address');
    expect(MESSAGES.poBox).toBe('P.O. Boxes are not permitted');
    expect(MESSAGES.invalidCity).toBe('Invalid city');
    expect(MESSAGES.invalidZip).toBe('Invalid zip');
    expect(MESSAGES.invalidPhone).toBe('Invalid phone number');
    expect(MESSAGES.invalidEmail).toBe('Invalid email');
    expect(MESSAGES.invalidSsn).toBe('Invalid SSN');
    expect(MESSAGES.invalidDate).toBe('Invalid Date');
    expect(MESSAGES.underage).toBe('Must be 18 or older');
    expect(MESSAGES.emailsMustMatch).toBe('Emails must match');
    expect(MESSAGES.ssnsMustMatch).toBe('SSNs must match');
    expect(MESSAGES.mustMatch('Email')).toBe('Must match Email');
    expect(MESSAGES.accessCodeEmpty).toBe('Please enter the verification code sent to your mobile phone.');
    expect(MESSAGES.coappPhoneRequired).toBe('At least one phone number must be provided.');
    expect(MESSAGES.coappPhoneTitle).toBe('Phone Number Error');
  });

  it('pins the lenders §5 texts on shared fields', () => {
    expect(MESSAGES.minMonthlyGrossIncome).toBe('Monthly Gross Income must be at least $800.');
    expect(MESSAGES.lastPaydayPast).toBe('Last Payday must be in the past.');
    expect(MESSAGES.nextPaydayFuture).toBe('Next Payday must be in the future.');
    expect(MESSAGES.paydaysSame).toBe('Paydays cannot be the same.');
    expect(MESSAGES.nextPaydayTooFar).toBe('Next Payday is too far in the future.');
    expect(MESSAGES.payFrequencyRange).toBe('Pay frequency does not match payday range.');
    expect(MESSAGES.invalidRoutingNumber).toBe('Invalid Routing Number');
    expect(MESSAGES.invalidCardNumber).toBe('Invalid Card Number');
    expect(MESSAGES.financeAmountMin).toBe('Finance amount must be greater than or equal to $300.');
    expect(MESSAGES.financeAmountMax).toBe('Finance amount must be less than or equal to the credit limit.');
    expect(MESSAGES.amountErrorTitle).toBe('Amount Error');
  });

  it('pins the §8 error catalogue', () => {
    expect(MESSAGES.verificationErrorTitle).toBe('Verification Error');
    expect(MESSAGES.verificationFailed).toBe('The phone number or verification code gathered is invalid.');
    expect(MESSAGES.unableToVerifyPhone).toBe('Unable to verify mobile phone number.');
    expect(MESSAGES.ssnGatheredInvalid).toBe('The SSN gathered is invalid.');
    expect(MESSAGES.accessCodeErrorTitle).toBe('Access Code Error');
    expect(MESSAGES.accessCodeSendFailed).toBe('An error occurred sending out the access code.');
    expect(MESSAGES.newAccessCodeTitle).toBe('New Access Code');
    expect(MESSAGES.newAccessCodeConfirm).toBe(
      'Sending a new code will invalidate the previous code sent. Are you sure you wish to continue?',
    );
    expect(MESSAGES.termsLoadFailed).toBe(
      'Unable to load terms from the server. Please refresh the page or try again later.',
    );
    expect(addressErrorText('resident')).toBe(
      'Error finding address: Please try another residential address.',
    );
    expect(addressErrorText('mailing')).toBe('Error finding address: Please try another mailing address.');
    expect(addressErrorText('previous')).toBe('Error finding address: Please try another previous address.');
    expect(MESSAGES.addressSearching).toBe('Searching for address...');
    expect(MESSAGES.searchErrorTitle).toBe('Search Error');
    expect(MESSAGES.locationErrorTitle).toBe('Location Error');
    expect(MESSAGES.geolocationUnsupported).toBe('Geolocation is not supported by this browser.');
    expect(MESSAGES.geolocationFailed).toBe(
      "Unable to obtain your location. Please check your browser's settings to ensure that location permissions are allowed.",
    );
    expect(MESSAGES.noShopsFound).toBe(
      'Unfortunately, we were unable to locate any shops nearby your desired area',
    );
    expect(MESSAGES.shopSearchRequired).toBe('Address information is required in order to search for shops.');
    expect(MESSAGES.missingConsumerData).toBe('Missing consumer data. Unable to create consumer.');
    expect(MESSAGES.linkCodeRequired).toBe('Link code is required to retrieve consumer info.');
    expect(MESSAGES.phoneRequiredForCode).toBe('Phone number required to send access code.');
    expect(MESSAGES.transport).toEqual({
      communication: 'Error occurred communicating to the remote server.',
      badRequest: 'Bad Request',
      notFound: '404 - Data Not Found',
      parse: 'Error occurred parsing response data.',
      unknownRemote: 'An unknown error occurred communicating to the remote server.',
      unreachable: 'Unable to communicate to the remote server.',
      unknown: 'Unknown error occurred.',
      server: 'Server Error.',
    });
    expect(MESSAGES.accessCodeRetrieval).toBe(
      'Error occurred obtaining a verification code from the remote server.',
    );
    expect(MESSAGES.navigationErrorTitle).toBe('Navigation Error');
    expect(MESSAGES.navigation).toBe('Unable to determine next state.');
    expect(MESSAGES.notFound('/nope')).toBe('No match found for /nope');
    expect(MESSAGES.processing).toBe("Please don't refresh. We're processing your request.");
    expect(MESSAGES.leaveApplication).toBe('Leave application?');
  });
});
