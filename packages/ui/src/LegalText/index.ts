export { type LegalArticle, LegalText, type LegalTextProps } from './LegalText';
