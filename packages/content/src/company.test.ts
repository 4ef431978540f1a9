import { describe, expect, it } from 'vitest';
import { company } from './company';

describe('company facts', () => {
  it('has a name in both languages and fixed contact numbers', () => {
    expect(company.name.ko).not.toBe('');
    expect(company.name.en).not.toBe('');
    expect(company.phone).toMatch(/^\d{2,3}-\d{3,4}-\d{4}$/);
    expect(company.fax).toMatch(/^\d{2,3}-\d{3,4}-\d{4}$/);
  });
});
