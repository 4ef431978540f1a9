// @vitest-environment node
import { company } from '@company/content';
import { describe, expect, it } from 'vitest';
import { internationalPhone, newsArticleJsonLd, organizationJsonLd, serializeJsonLd } from './jsonLd';

describe('JSON-LD', () => {
  it('cannot close its script element, and stays the same JSON', () => {
    const data = { headline: '</script><script>alert(1)</script> & <!--' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('describes the company as an Organization', () => {
    const org = organizationJsonLd('https://www.example.com', 'en');
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name.en,
      legalName: company.legalName.en,
      url: 'https://www.example.com/en',
      email: company.email,
      telephone: internationalPhone(company.phone),
      address: { '@type': 'PostalAddress', streetAddress: company.address.en, addressCountry: 'KR' },
    });
    expect(internationalPhone('052-270-1200')).toBe('+82-52-270-1200');
  });

  it('describes a news post as a NewsArticle of the company', () => {
    const article = newsArticleJsonLd('https://www.example.com', {
      url: 'https://www.example.com/newsroom/News/4',
      headline: '새 공장',
      datePublished: '2025-03-05T09:00:00.000Z',
      images: ['https://www.example.com/storage/a.webp'],
      language: 'ko',
    });
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: '새 공장',
      dateModified: '2025-03-05T09:00:00.000Z',
      mainEntityOfPage: { '@id': 'https://www.example.com/newsroom/News/4' },
      publisher: { '@type': 'Organization', name: company.name.ko },
    });
  });
});
