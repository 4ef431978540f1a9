// The translation resources: Korean is the source of truth for the key set, English must match it.
// Imported through `@company/content/resources` only (servers, tests): a browser bundle loads each
// language's namespaces on demand instead.

import en_admin from '../../../../locales/en/admin.json';
import en_business from '../../../../locales/en/business.json';
import en_careers from '../../../../locales/en/careers.json';
import en_common from '../../../../locales/en/common.json';
import en_company from '../../../../locales/en/company.json';
import en_contact from '../../../../locales/en/contact.json';
import en_header from '../../../../locales/en/header.json';
import en_home from '../../../../locales/en/home.json';
import en_inquiry from '../../../../locales/en/inquiry.json';
import en_ir from '../../../../locales/en/ir.json';
import en_legal from '../../../../locales/en/legal.json';
import en_newsroom from '../../../../locales/en/newsroom.json';
import en_seo from '../../../../locales/en/seo.json';
import en_sustainability from '../../../../locales/en/sustainability.json';
import ko_admin from '../../../../locales/ko/admin.json';
import ko_business from '../../../../locales/ko/business.json';
import ko_careers from '../../../../locales/ko/careers.json';
import ko_common from '../../../../locales/ko/common.json';
import ko_company from '../../../../locales/ko/company.json';
import ko_contact from '../../../../locales/ko/contact.json';
import ko_header from '../../../../locales/ko/header.json';
import ko_home from '../../../../locales/ko/home.json';
import ko_inquiry from '../../../../locales/ko/inquiry.json';
import ko_ir from '../../../../locales/ko/ir.json';
import ko_legal from '../../../../locales/ko/legal.json';
import ko_newsroom from '../../../../locales/ko/newsroom.json';
import ko_seo from '../../../../locales/ko/seo.json';
import ko_sustainability from '../../../../locales/ko/sustainability.json';
import type { namespaces } from './namespaces';

const ko = {
  common: ko_common,
  header: ko_header,
  home: ko_home,
  company: ko_company,
  business: ko_business,
  sustainability: ko_sustainability,
  ir: ko_ir,
  careers: ko_careers,
  contact: ko_contact,
  inquiry: ko_inquiry,
  newsroom: ko_newsroom,
  admin: ko_admin,
  legal: ko_legal,
  seo: ko_seo,
};

/** The shape every language must have: the Korean resources. */
export type Resources = typeof ko;

const en: Resources = {
  common: en_common,
  header: en_header,
  home: en_home,
  company: en_company,
  business: en_business,
  sustainability: en_sustainability,
  ir: en_ir,
  careers: en_careers,
  contact: en_contact,
  inquiry: en_inquiry,
  newsroom: en_newsroom,
  admin: en_admin,
  legal: en_legal,
  seo: en_seo,
};

/** All translation resources, by language then namespace, ready for i18next's `resources` option. */
export const resources = { ko, en } as const;

// The namespace list (namespaces.ts) must name exactly the resources' namespaces: a type error otherwise.
type Listed = (typeof namespaces)[number];
export type NamespacesMatch = [Listed] extends [keyof Resources]
  ? [keyof Resources] extends [Listed]
    ? true
    : never
  : never;
const namespacesMatch: NamespacesMatch = true;
void namespacesMatch;
