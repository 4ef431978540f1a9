/**
 * The company's name, contact facts and footer data: the one place to change them. Proper names and
 * addresses are facts, so both spellings live here; every other word lives in the locales.
 */
export const company = {
  name: { ko: '클린에어텍', en: 'CleanAir Tech' },
  /** The logotypes beside the symbol: each name in the logo's two weights (strong, then light). */
  logotype: {
    ko: { strong: '클린에어', light: '텍' },
    en: { strong: 'CleanAir', light: 'Tech' },
  },
  legalName: { ko: '(주)클린에어텍', en: 'CleanAir Tech Co., Ltd.' },
  ceo: { ko: '한승우', en: 'Seungwoo Han' },
  address: {
    ko: '울산광역시 울주군 온산읍 온산로 250 (본사 및 울산공장)',
    en: '250 Onsan-ro, Onsan-eup, Ulju-gun, Ulsan 44990, Republic of Korea (Head office and Ulsan plant)',
  },
  postalCode: '44990',
  phone: '052-270-1200',
  fax: '052-270-1299',
  email: 'contact@cleanairtech.co.kr',
  irEmail: 'ir@cleanairtech.co.kr',
  recruitEmail: 'recruit@cleanairtech.co.kr',
  privacyEmail: 'privacy@cleanairtech.co.kr',
  businessRegistrationNo: '610-86-41275',
  founded: '2019-03-18',
  /** Weekday office hours and the lunch break (1 h 30 min), 24-hour clock. */
  hours: { weekdays: { open: '09:00', close: '18:00' }, lunch: { start: '12:00', end: '13:30' } },
  copyright: '© 2025 CleanAir Tech Co., Ltd. All rights reserved.',
  /** External banner links of the company dropdown; they open in a new tab. */
  links: {
    youtube: 'https://www.youtube.com/@cleanairtech',
    blog: 'https://blog.naver.com/cleanairtech',
  },
  /** Map position of the head office and plant (WGS84). */
  location: { latitude: 35.4262, longitude: 129.3275 },
} as const;

export type Company = typeof company;
