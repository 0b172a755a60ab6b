import { describe, expect, it } from 'vitest';
import { addDays, earliestCargoReadyDate, isIsoDay, latestCargoReadyDate, localDay, serverDay } from '../../machines/shared/dates';

// The rule must hold in every time zone, so these dates are built from the same instant the rule reads.
describe('calendar days', () => {
  it('reads the user\'s day from local time and the server\'s from UTC', () => {
    const now = new Date(2026, 10, 24, 12, 0, 0);
    expect(localDay(now)).toBe('2026-11-24');
    expect(serverDay(new Date(Date.UTC(2026, 10, 24, 23, 59)))).toBe('2026-11-24');
  });

  it('knows a real day from a look-alike', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-2-1')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes the later of the two days as the earliest cargo ready date, whatever the time zone', () => {
    for (const hour of [0, 1, 7, 12, 20, 23]) {
      const now = new Date(Date.UTC(2026, 10, 24, hour, 30));
      const earliest = earliestCargoReadyDate(now);
      expect(earliest >= localDay(now)).toBe(true);
      expect(earliest >= serverDay(now)).toBe(true);
      expect([localDay(now), serverDay(now)]).toContain(earliest);
      expect(latestCargoReadyDate(now)).toBe(addDays(earliest, 365));
    }
  });
});
