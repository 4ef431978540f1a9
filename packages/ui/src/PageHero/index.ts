export { type Breadcrumb, PageHero, type PageHeroProps } from './PageHero';
