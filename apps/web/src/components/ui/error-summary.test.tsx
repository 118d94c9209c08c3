import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from './error-summary';
import { Field } from './field';

/** A two-field form whose submit lists the empty fields, as a form page does. */
function Form() {
  const [values, setValues] = useState({ CITY: '', ZIP: '' });
  const [submits, setSubmits] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found: Record<string, string> = {};
        if (!values.CITY) found.CITY = 'City: Value cannot be empty';
        if (!values.ZIP) found.ZIP = 'ZIP: Value cannot be empty';
        setErrors(found);
        setSubmits((n) => n + 1);
      }}
    >
      <ErrorSummary
        items={Object.entries(errors).map(([field, message]) => ({ field, message }))}
        focusKey={submits}
      />
      <Field
        name="CITY"
        label="City"
        value={values.CITY}
        error={errors.CITY}
        onChange={(v) => setValues((p) => ({ ...p, CITY: v }))}
      />
      <Field
        name="ZIP"
        label="ZIP"
        value={values.ZIP}
        error={errors.ZIP}
        variant="dropdown"
        options={[{ label: '98052', value: '98052' }]}
        onChange={(v) => setValues((p) => ({ ...p, ZIP: v }))}
      />
      <button type="submit">Next</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing while there are no errors', () => {
    render(<ErrorSummary items={[]} focusKey={3} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('There is a problem')).toBeNull();
  });

  it('appears on a failed submit titled "There is a problem", takes focus, and each link focuses its field', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'City: Value cannot be empty',
      'ZIP: Value cannot be empty',
    ]);

    await user.click(screen.getByRole('link', { name: 'ZIP: Value cannot be empty' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /ZIP/ }));
    await user.click(screen.getByRole('link', { name: 'City: Value cannot be empty' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /City/ }));
  });

  it('takes focus again on the next failed submit and goes once every error is put right', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Redmond');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['ZIP: Value cannot be empty']);

    await user.selectOptions(screen.getByRole('combobox', { name: /ZIP/ }), '98052');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText('There is a problem')).toBeNull();
  });

  it('does not take focus when errors appear while the person types, only on a new submit', () => {
    const item = { field: 'CITY', message: 'City: Invalid city' };
    const { rerender } = render(<ErrorSummary items={[item]} focusKey={1} />);
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    rerender(<ErrorSummary items={[]} focusKey={1} />);
    rerender(<ErrorSummary items={[item]} focusKey={1} />);
    expect(document.activeElement).toBe(input);
    rerender(<ErrorSummary items={[item]} focusKey={2} />);
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: 'There is a problem' }));
    input.remove();
  });
});
