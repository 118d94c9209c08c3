// Synchrony's application form as its own hosted page (lenders §2 "GEMY page": "an embedded partner form in
// an iframe"). It asks its own questions, prefilled with what the data-share token allows; the script
// (form-script below, served from this origin: the page's CSP allows no inline script) posts the answers
// here and tells the embedding page, at the app's exact origin only, that the form is done.
import { escapeHtml } from '../../documents/lender-document.js';
import type { DataShareRecord } from './data-share.js';

const STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

function input(name: string, label: string, value = '', extra = ''): string {
  return `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" ${extra}>`;
}

export function formPage(record: DataShareRecord, appOrigin: string): string {
  const s = record.shared;
  const phone = record.phoneNumber.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3');
  const heading = record.isPrequal
    ? 'See if you prequalify for Synchrony Car Care'
    : 'Synchrony Car Care Credit Application';
  const button = record.isPrequal ? 'See If I Prequalify' : 'Submit Application';
  const residenceOptions = (
    [
      ['RENT', 'Rent'],
      ['OWN', 'Own'],
      ['OTHER', 'Other'],
    ] as const
  )
    .map(
      ([value, label]) =>
        `<option value="${value}"${value === s.residenceType ? ' selected' : ''}>${label}</option>`,
    )
    .join('');
  const stateOptions = STATES.map(
    (code) => `<option value="${code}"${code === s.state ? ' selected' : ''}>${code}</option>`,
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Synchrony Bank</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:12px;color:#1b1b1b;background:#fff}
h1{font-size:1.2rem;margin:0 0 .5rem}label{display:block;margin-top:.6rem;font-weight:600;font-size:.9rem}
input,select{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #767676;border-radius:4px}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;background:#3b3b3b;color:#fff;border:0;border-radius:4px}
.note{font-size:.85rem;color:#444}.error{color:#b00020;font-weight:600}
</style></head>
<body>
<main>
<h1>${heading}</h1>
<p class="note">Synchrony Bank asks these questions itself. Mobile phone on file: <strong>${phone}</strong></p>
<form id="gemy-form" data-token="${escapeHtml(record.token)}" data-app-origin="${escapeHtml(appOrigin)}" novalidate>
${input('firstName', 'First Name', s.firstName ?? '', 'autocomplete="given-name" maxlength="32" required')}
${input('middleInitial', 'Middle Initial (optional)', '', 'maxlength="1"')}
${input('lastName', 'Last Name', s.lastName ?? '', 'autocomplete="family-name" maxlength="32" required')}
${input('email', 'Email Address', s.email ?? '', 'type="email" autocomplete="email" maxlength="100" required')}
${input('line1', 'Street Address', s.line1 ?? '', 'autocomplete="address-line1" maxlength="100" required')}
${input('line2', 'Apt / Suite (optional)', '', 'autocomplete="address-line2" maxlength="100"')}
${input('city', 'City', s.city ?? '', 'autocomplete="address-level2" maxlength="50" required')}
<label for="state">State</label><select id="state" name="state" required><option value=""></option>${stateOptions}</select>
${input('zipCode', 'ZIP Code', s.zipCode ?? '', 'inputmode="numeric" maxlength="5" required')}
${input('dateOfBirth', 'Date of Birth (MM/DD/YYYY)', s.dateOfBirth ?? '', 'inputmode="numeric" maxlength="10" required')}
${input('socialSecurity', 'Social Security Number', s.socialSecurity ?? '', 'inputmode="numeric" maxlength="11" autocomplete="off" required')}
${input('homePhone', 'Home Phone (optional)', '', 'type="tel" inputmode="tel" autocomplete="tel" maxlength="14"')}
${input('netIncome', 'Monthly Net Income', s.netIncome ?? '', 'inputmode="numeric" maxlength="7" required')}
<label for="residenceType">Residence Type</label><select id="residenceType" name="residenceType" required>
<option value=""></option>${residenceOptions}</select>
<p id="form-error" class="error" role="alert"></p>
<button type="submit" id="submit">${button}</button>
</form>
<p id="form-status" role="status"></p>
</main>
<script src="/lenders/GEMY/apply.js"></script>
</body></html>`;
}

/** The form's script: answers go to this origin; the completion goes to the app's exact origin, never '*'. */
export const FORM_SCRIPT = `(() => {
  const form = document.getElementById('gemy-form');
  const error = document.getElementById('form-error');
  const status = document.getElementById('form-status');
  const button = document.getElementById('submit');
  const token = form.dataset.token;
  const appOrigin = form.dataset.appOrigin;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const answers = Object.fromEntries(new FormData(form).entries());
    button.disabled = true;
    status.textContent = 'Processing your application...';
    try {
      const response = await fetch('/lenders/GEMY/apply', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ dsaToken: token, answers }),
      });
      const body = await response.json();
      if (!response.ok) {
        error.textContent = body.message || body.error || 'Error';
        status.textContent = '';
        button.disabled = false;
        return;
      }
      form.hidden = true;
      status.textContent = 'Thank you. Synchrony Bank has received your application.';
      window.parent.postMessage({ dsatoken: token, appstatus: body.appstatus }, appOrigin);
    } catch {
      error.textContent = 'Error occurred';
      status.textContent = '';
      button.disabled = false;
    }
  });
})();
`;
