export { type LetterValue, LetterValues, type LetterValuesProps } from './LetterValues';
