export { ArticleLayout, type ArticleLayoutProps, BackLink, type BackLinkProps } from './ArticleLayout';
