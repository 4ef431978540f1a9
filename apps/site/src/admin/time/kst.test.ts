import { describe, expect, it } from 'vitest';
import { kstMinute, kstMoment } from './kst';

describe('Korean time', () => {
  it('shows an instant in Korean time whatever the zone it was written in', () => {
    expect(kstMinute('2026-11-26T11:44:50.351+00:00')).toBe('2026-11-26 20:44');
    expect(kstMinute('2026-12-31T15:00:00Z')).toBe('2027-01-01 00:00');
    expect(kstMinute('2026-11-26T20:44:00+09:00')).toBe('2026-11-26 20:44');
  });

  it('labels the zone', () => {
    expect(kstMoment('2026-11-26T11:44:50.351+00:00')).toBe('2026-11-26 20:44 KST');
  });
});
