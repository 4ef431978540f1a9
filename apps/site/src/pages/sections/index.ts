export { Figure } from '@company/ui';
export { FactBand, LinkRow, Section, Statement } from '@company/ui/sections';
export { ArrowLink, BulletList, Prose, RuledList, textList } from './content';
