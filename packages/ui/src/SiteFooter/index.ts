export {
  type FooterFact,
  type FooterFacts,
  type FooterLink,
  SiteFooter,
  type SiteFooterProps,
} from './SiteFooter';
