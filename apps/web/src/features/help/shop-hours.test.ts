import { describe, expect, it } from 'vitest';
import { hoursPartIn, parseShopHours } from './shop-hours';

// The shop's hours read "Horario: Mon–Fri 8 am–6 pm" on every Spanish screen.
describe('the shop’s hours in the screen’s language', () => {
  const inSpanish = (typed: string) =>
    parseShopHours(typed)?.map((part) => hoursPartIn(part, 'es', 'cerrado'));

  it('reads days and times as associates type them, and says them in Spanish', () => {
    expect(inSpanish('Mon–Fri 8 am–6 pm, Sat 8 am–5 pm')).toEqual([
      'lun–vie 8 a.m.–6 p.m.',
      'sáb 8 a.m.–5 p.m.',
    ]);
    expect(inSpanish('Monday-Thursday 7:30 a.m. to 5:30 p.m.; Sun Closed')).toEqual([
      'lun–jue 7:30 a.m.–5:30 p.m.',
      'dom cerrado',
    ]);
    expect(inSpanish('Tues 9am-noon')).toEqual(['mar 9 a.m.–12 p.m.']);
  });

  it('keeps each part as typed for English', () => {
    expect(parseShopHours('Mon–Fri 8 am–6 pm, Sat 8 am–5 pm')?.map((part) => part.typed)).toEqual([
      'Mon–Fri 8 am–6 pm',
      'Sat 8 am–5 pm',
    ]);
  });

  it('leaves what does not read as days and times to be shown as typed', () => {
    expect(parseShopHours('By appointment')).toBeUndefined();
    expect(parseShopHours('Mon–Fri 8 am–6 pm, holidays vary')).toBeUndefined();
    expect(parseShopHours('Mo 8 am–6 pm')).toBeUndefined();
    expect(parseShopHours('Mon 13 pm–6 pm')).toBeUndefined();
    expect(parseShopHours('')).toBeUndefined();
  });
});
