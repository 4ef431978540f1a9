export { PersonMeta, type PersonMetaProps } from './PersonMeta';
