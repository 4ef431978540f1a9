export { FactBand, Figure, LinkRow, Section, Statement } from '@company/ui';
export { ArrowLink, BulletList, Prose, RuledList, textList } from './content';
