import { describe, expect, it } from 'vitest';
import { BUSINESS_HOURS } from './business-details.ts';
import { formatOpeningPeriod } from './business-hours.ts';

describe('formatOpeningPeriod', () => {
  it('names the days and times of the week in English', () => {
    expect(BUSINESS_HOURS.map((period) => formatOpeningPeriod(period, 'en'))).toEqual([
      { days: { from: 'Monday', to: 'Friday' }, hours: { opens: '9:00', closes: '20:00' } },
      { days: { from: 'Saturday', to: null }, hours: { opens: '10:00', closes: '20:00' } },
      { days: { from: 'Sunday', to: null }, hours: null },
    ]);
  });

  it('names them in Greek with the 24-hour clock', () => {
    const [weekdays, saturday, sunday] = BUSINESS_HOURS.map((period) => formatOpeningPeriod(period, 'gr'));
    expect(weekdays?.days).toEqual({ from: 'Δευτέρα', to: 'Παρασκευή' });
    expect(weekdays?.hours?.closes).toBe('20:00');
    expect(weekdays?.hours?.opens).toMatch(/^0?9:00$/);
    expect(saturday?.days.from).toBe('Σάββατο');
    expect(sunday).toEqual({ days: { from: 'Κυριακή', to: null }, hours: null });
  });
});
