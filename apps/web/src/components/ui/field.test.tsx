import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, type FieldProps } from './field';
import { isIOS } from '../../lib/platform';

const digitsOnly = (raw: string) => raw.replace(/\D/g, '').slice(0, 9);

function Harness(props: Partial<FieldProps> & { validate?: (v: string) => string | undefined }) {
  const [value, setValue] = useState(props.value ?? '');
  const [error, setError] = useState<string>();
  return (
    <Field
      name="SSN"
      label="Social Security Number"
      hint="Nine digits"
      {...props}
      value={value}
      onChange={setValue}
      error={error}
      onBlur={() => setError(props.validate?.(value))}
    />
  );
}

describe('Field', () => {
  it('binds the visible label to the input and describes it with the hint', () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Social Security Number/);
    expect(input.tagName).toBe('INPUT');
    const hintId = input.getAttribute('aria-describedby');
    expect(hintId).toBeTruthy();
    expect(document.getElementById(hintId!)?.textContent).toBe('Nine digits');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('filters pasted text like typed text and keeps the max length', async () => {
    const user = userEvent.setup();
    render(<Harness filter={digitsOnly} maxLength={9} />);
    const input = screen.getByLabelText(/Social Security Number/) as HTMLInputElement;
    await user.click(input);
    await user.paste('123-45-6789 extra 42');
    expect(input.value).toBe('123456789');
    await user.type(input, 'a');
    expect(input.value).toBe('123456789');
  });

  it('keeps a name as typed and names what it left out, next to the field (decision 180)', async () => {
    const user = userEvent.setup();
    const { filterInput, droppedByFilter } = await import('@ttapply/domain');
    render(
      <Harness
        name="FIRST_NAME"
        label="First Name"
        hint={undefined}
        filter={(raw) => filterInput('alpha', raw, 32)}
        leftOut={(raw) => droppedByFilter('alpha', raw)}
      />,
    );
    const input = screen.getByLabelText(/First Name/) as HTMLInputElement;
    await user.click(input);
    await user.paste("José O'Brien-Núñez");
    expect(input.value).toBe("José O'Brien-Núñez");
    expect(screen.queryByRole('status')).toBeNull();
    await user.type(input, '3');
    expect(input.value).toBe("José O'Brien-Núñez");
    const note = screen.getByRole('status');
    expect(note.textContent).toBe('“3” can’t be used in this field, so we left it out.');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
  });

  it('announces the error, marks the input invalid and points aria-describedby at the error', async () => {
    const user = userEvent.setup();
    render(<Harness required validate={(v) => (v ? undefined : 'Value cannot be empty')} />);
    const input = screen.getByLabelText(/Social Security Number/);
    await user.click(input);
    await user.tab();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Value cannot be empty');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  });

  it('renders a dropdown with a placeholder option that clears the value', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        name="STATE"
        label="State"
        variant="dropdown"
        options={[
          { label: 'Washington', value: 'WA' },
          { label: 'Oregon', value: 'OR' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: /State/ }) as HTMLSelectElement;
    await user.selectOptions(select, 'WA');
    expect(select.value).toBe('WA');
    await user.selectOptions(select, '');
    expect(select.value).toBe('');
  });

  it('shapes a date as MM/DD/YYYY and keeps it as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const kept = vi.fn();
    function DateHarness() {
      const [value, setValue] = useState('');
      const change = (v: string) => {
        setValue(v);
        kept(v);
      };
      return <Field name="DOB" label="Date of Birth" variant="date" value={value} onChange={change} />;
    }
    render(<DateHarness />);
    const input = screen.getByLabelText(/Date of Birth/) as HTMLInputElement;
    await user.type(input, '01021990');
    expect(input.value).toBe('01/02/1990');
    expect(kept).toHaveBeenLastCalledWith('1990-01-02');
  });

  it('on iOS a date is a native date picker that keeps YYYY-MM-DD and offers only the given range', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        name="DOB"
        label="Date of Birth"
        variant="date"
        nativeDate
        dateRange={{ min: '1926-01-01', max: '2008-06-15' }}
      />,
    );
    const input = screen.getByLabelText(/Date of Birth/) as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.min).toBe('1926-01-01');
    expect(input.max).toBe('2008-06-15');
    await user.type(input, '1986-04-12');
    expect(input.value).toBe('1986-04-12');
  });

  it('elsewhere a date is typed MM/DD/YYYY with the slashes added', async () => {
    const user = userEvent.setup();
    render(<Harness name="DOB" label="Date of Birth" variant="date" nativeDate={false} />);
    const input = screen.getByLabelText(/Date of Birth/) as HTMLInputElement;
    expect(input.type).toBe('text');
    await user.type(input, '04121986');
    expect(input.value).toBe('04/12/1986');
  });
});

describe('isIOS', () => {
  const nav = (userAgent: string, platform = '', maxTouchPoints = 0) => ({
    userAgent,
    platform,
    maxTouchPoints,
  });
  it('detects iPhone and iPad, including iPadOS reporting a Mac with touch', () => {
    expect(isIOS(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'))).toBe(true);
    expect(isIOS(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 5))).toBe(true);
    expect(isIOS(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0))).toBe(false);
    expect(isIOS(nav('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'Linux armv8l', 5))).toBe(false);
  });
});
