export { ProductIntro, type ProductIntroProps } from './ProductIntro';
