export { ConsentField, type ConsentFieldProps, type ConsentTerm } from './ConsentField';
