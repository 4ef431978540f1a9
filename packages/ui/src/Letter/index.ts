export { Letter, type LetterProps } from './Letter';
