// The translation resources: Korean is the source of truth for the key set, English must match it.

import en_admin from '../../../../locales/en/admin.json';
import en_common from '../../../../locales/en/common.json';
import en_header from '../../../../locales/en/header.json';
import en_newsroom from '../../../../locales/en/newsroom.json';
import ko_admin from '../../../../locales/ko/admin.json';
import ko_common from '../../../../locales/ko/common.json';
import ko_header from '../../../../locales/ko/header.json';
import ko_newsroom from '../../../../locales/ko/newsroom.json';

const ko = {
  common: ko_common,
  header: ko_header,
  newsroom: ko_newsroom,
  admin: ko_admin,
};

/** The shape every language must have: the Korean resources. */
export type Resources = typeof ko;

const en: Resources = {
  common: en_common,
  header: en_header,
  newsroom: en_newsroom,
  admin: en_admin,
};

/** All translation resources, by language then namespace, ready for i18next's `resources` option. */
export const resources = { ko, en } as const;
