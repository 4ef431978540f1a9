import type { TranslationKey } from './i18n/keys';
import type { NamedText, TitledText } from './types';

/** The three environment certificates (spec entity "Certificate": name, description). */
export const environmentCertificates: readonly (NamedText & { id: string })[] = (
  ['iso14001', 'green_tech', 'epd'] as const
).map((id) => ({
  id,
  nameKey: `sustainability:environment.certificates.${id}.name`,
  descriptionKey: `sustainability:environment.certificates.${id}.description`,
}));

export interface AliveValue extends TitledText {
  /** The letter of ALIVE this value spells. */
  letter: 'A' | 'L' | 'I' | 'V' | 'E';
  wordKey: TranslationKey;
}

/** The five values that spell ALIVE, in order. */
export const aliveValues: readonly AliveValue[] = (['A', 'L', 'I', 'V', 'E'] as const).map((letter) => {
  const id = letter.toLowerCase() as Lowercase<typeof letter>;
  return {
    letter,
    wordKey: `sustainability:social.alive.${id}.word`,
    titleKey: `sustainability:social.alive.${id}.title`,
    descriptionKey: `sustainability:social.alive.${id}.body`,
  };
});

/** A board member or the auditor (spec entity "Director": name, role). */
export interface Director {
  id: string;
  nameKey: TranslationKey;
  roleKey: TranslationKey;
  outside: boolean;
}

export const directors: readonly Director[] = (
  [
    ['han', false],
    ['yoon', false],
    ['choi', false],
    ['kang', true],
    ['lee', true],
  ] as const
).map(([id, outside]) => ({
  id,
  outside,
  nameKey: `sustainability:governance.directors.${id}.name`,
  roleKey: `sustainability:governance.directors.${id}.role`,
}));

export const auditor: Director = {
  id: 'jung',
  outside: false,
  nameKey: 'sustainability:governance.auditor.name',
  roleKey: 'sustainability:governance.auditor.role',
};

/** The four management system certifications. */
export const certifications: readonly (NamedText & { id: string })[] = (
  ['iso9001', 'iso14001', 'iso45001', 'iso37001'] as const
).map((id) => ({
  id,
  nameKey: `sustainability:governance.certifications.${id}.name`,
  descriptionKey: `sustainability:governance.certifications.${id}.description`,
}));

/** Titled sections of the sustainability pages, in order. */
export const environmentSections: readonly TitledText[] = (['climate', 'resources', 'products'] as const).map(
  (id) => ({
    titleKey: `sustainability:environment.sections.${id}.title`,
    descriptionKey: `sustainability:environment.sections.${id}.body`,
  }),
);

export const socialSections: readonly TitledText[] = (
  ['safety', 'people', 'community', 'partners'] as const
).map((id) => ({
  titleKey: `sustainability:social.sections.${id}.title`,
  descriptionKey: `sustainability:social.sections.${id}.body`,
}));

export const sustainabilityPillars: readonly TitledText[] = (
  ['environment', 'social', 'governance'] as const
).map((id) => ({
  titleKey: `sustainability:overview.pillars.${id}.title`,
  descriptionKey: `sustainability:overview.pillars.${id}.body`,
}));
