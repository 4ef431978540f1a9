import type { FooterFacts, FooterLink } from './SiteFooter';

// Sample copy for tests and stories; the real facts live in the site's content package.
export const koreanLinks: FooterLink[] = [
  { label: '개인정보처리방침', href: '/Privacy' },
  { label: '법적고지', href: '/LegalNotice' },
  { label: '문의하기', href: '/Qna' },
  { label: '사이트맵', href: '/Sitemap' },
];

export const englishLinks: FooterLink[] = [
  { label: 'Privacy Policy', href: '/en/Privacy' },
  { label: 'Legal Notice', href: '/en/LegalNotice' },
  { label: 'Contact', href: '/en/Qna' },
  { label: 'Sitemap', href: '/en/Sitemap' },
];

export const koreanFacts: FooterFacts = {
  phone: { label: '대표전화', value: '052-000-0000' },
  fax: { label: '팩스', value: '052-000-0001' },
  weekdayHours: { label: '평일', value: '09:00 - 18:00' },
  lunchHours: { label: '점심시간', value: '12:00 - 13:30' },
  representative: { label: '대표자', value: '홍길동' },
  address: { label: '주소', value: '울산광역시 울주군 온산읍 산업로 000' },
  email: { label: '이메일', value: 'contact@example.com' },
};

export const englishFacts: FooterFacts = {
  phone: { label: 'Tel', value: '+82-52-000-0000' },
  fax: { label: 'Fax', value: '+82-52-000-0001' },
  weekdayHours: { label: 'Weekdays', value: '09:00 - 18:00' },
  lunchHours: { label: 'Lunch', value: '12:00 - 13:30' },
  ceo: { label: 'CEO', value: 'Gildong Hong' },
  address: { label: 'Address', value: '000 Sanup-ro, Onsan-eup, Ulju-gun, Ulsan, Republic of Korea' },
  email: { label: 'E-mail', value: 'contact@example.com' },
};
