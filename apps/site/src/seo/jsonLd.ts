import { company, type Language } from '@company/content';
import { LOGO_IMAGE_PATH } from './shareImages';
import { absoluteUrl } from './urls';

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

/**
 * JSON text safe inside a <script> element: `<`, `>` and `&` become \u escapes (still the same JSON), so
 * no text in the data can close the script or open a comment.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** A Korean domestic number (052-270-1200) in international form (+82-52-270-1200). */
export function internationalPhone(domestic: string): string {
  return domestic.startsWith('0') ? `+82-${domestic.slice(1)}` : domestic;
}

function organization(origin: string, language: Language): JsonLd {
  return {
    '@type': 'Organization',
    '@id': `${absoluteUrl(origin, '/')}#organization`,
    name: company.name[language],
    legalName: company.legalName[language],
    url: absoluteUrl(origin, language === 'en' ? '/en' : '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(origin, LOGO_IMAGE_PATH), width: 512, height: 512 },
  };
}

/** The company as a schema.org Organization, for the home page. */
export function organizationJsonLd(origin: string, language: Language): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...organization(origin, language),
    foundingDate: company.founded,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address[language],
      postalCode: company.postalCode,
      addressCountry: 'KR',
    },
    telephone: internationalPhone(company.phone),
    faxNumber: internationalPhone(company.fax),
    email: company.email,
    sameAs: Object.values(company.links),
  };
}

export interface NewsArticleFacts {
  /** The article's own absolute URL (its canonical URL). */
  url: string;
  headline: string;
  datePublished: string;
  dateModified?: string;
  /** Absolute image URLs. */
  images: string[];
  language: Language;
}

/** A news post as a schema.org NewsArticle, published by the company. */
export function newsArticleJsonLd(origin: string, article: NewsArticleFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline.slice(0, 110),
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    image: article.images,
    inLanguage: article.language,
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    author: organization(origin, article.language),
    publisher: organization(origin, article.language),
  };
}
