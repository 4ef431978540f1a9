import { describe, expect, it } from 'vitest';
import { company } from './company';

describe('company facts', () => {
  it('has a name in both languages and fixed contact numbers', () => {
    expect(company.name.ko).toBe('클린에어텍');
    expect(company.name.en).toBe('CleanAir Tech');
    expect(company.phone).toMatch(/^\d{2,3}-\d{3,4}-\d{4}$/);
    expect(company.fax).toMatch(/^\d{2,3}-\d{3,4}-\d{4}$/);
  });

  it('has weekday hours 09:00-18:00 and a lunch of 1 h 30 min', () => {
    expect(company.hours.weekdays).toEqual({ open: '09:00', close: '18:00' });
    expect(company.hours.lunch).toEqual({ start: '12:00', end: '13:30' });
  });

  it('has the head office and plant in Ulsan, a registration number, CEO, e-mail and copyright', () => {
    expect(company.address.ko).toContain('울산');
    expect(company.address.en).toContain('Ulsan');
    expect(company.businessRegistrationNo).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    expect(company.ceo.ko).not.toBe('');
    expect(company.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(company.copyright).toContain('CleanAir Tech');
  });

  it('links the video channel and the blog', () => {
    expect(company.links).toEqual({
      youtube: 'https://www.youtube.com/@cleanairtech',
      blog: 'https://blog.naver.com/cleanairtech',
    });
  });
});
