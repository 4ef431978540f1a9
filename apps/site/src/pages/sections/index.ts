export { ArrowLink, BulletList, FactBand, Figure, Prose, RuledList, textList } from './content';
export { Section, Statement } from './Section';
export * as sectionStyles from './sections.css';
