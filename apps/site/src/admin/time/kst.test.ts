import { describe, expect, it } from 'vitest';
import { isoOfKstInput, kstDate, kstInputOf, kstMinute, kstMoment, kstToday } from './kst';

describe('Korean time', () => {
  it('shows an instant in Korean time whatever the zone it was written in', () => {
    expect(kstMinute('2026-11-26T11:44:50.351+00:00')).toBe('2026-11-26 20:44');
    expect(kstMinute('2026-12-31T15:00:00Z')).toBe('2027-01-01 00:00');
    expect(kstMinute('2026-11-26T20:44:00+09:00')).toBe('2026-11-26 20:44');
  });

  it('labels the zone', () => {
    expect(kstMoment('2026-11-26T11:44:50.351+00:00')).toBe('2026-11-26 20:44 KST');
  });

  it('dates an instant by its day in Korea, as the inbox, the lists and file names do', () => {
    // An inquiry at 05:54 KST on 2 December: the list says the 2nd, as its detail does.
    expect(kstDate('2026-12-01T20:54:00+00:00')).toBe('2026-12-02');
    expect(kstToday(new Date('2026-12-01T20:54:00Z'))).toBe('2026-12-02');
    expect(kstToday(new Date('2026-12-01T14:59:00Z'))).toBe('2026-12-01');
  });
});

describe('Korean time in a datetime-local input', () => {
  it('shows an instant as the Korean wall clock, whatever the browser zone', () => {
    expect(kstInputOf('2026-11-26T11:44:50.351+00:00')).toBe('2026-11-26T20:44');
    expect(kstInputOf('2026-12-31T15:30:00Z')).toBe('2027-01-01T00:30');
    expect(kstInputOf(null)).toBe('');
    expect(kstInputOf('yesterday')).toBe('');
  });

  it('reads what staff enter as Korean time and stores the instant in UTC', () => {
    expect(isoOfKstInput('2026-11-26T20:44')).toBe('2026-11-26T11:44:00.000Z');
    expect(isoOfKstInput('2027-01-01T08:00')).toBe('2026-12-31T23:00:00.000Z');
  });

  it('round-trips through the input', () => {
    expect(isoOfKstInput(kstInputOf('2026-12-01T09:30:00.000Z'))).toBe('2026-12-01T09:30:00.000Z');
  });

  it('refuses empty, malformed and impossible values', () => {
    expect(isoOfKstInput('')).toBeNull();
    expect(isoOfKstInput('2026-12-01 09:30')).toBeNull();
    expect(isoOfKstInput('2026-13-45T99:99')).toBeNull();
    expect(isoOfKstInput('2026-02-30T10:00')).toBeNull();
  });
});
