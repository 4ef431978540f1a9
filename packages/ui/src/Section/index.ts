export { Section, type SectionProps, SectionTitle } from './Section';
