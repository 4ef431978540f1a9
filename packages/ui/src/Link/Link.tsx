import type { MouseEvent, ReactNode } from 'react';

/** What a component hands to the caller's link renderer (router link, Next link, plain anchor...). */
export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-current'?: 'page' | undefined;
  target?: string;
  rel?: string;
  'aria-label'?: string;
}

/** Renders a link. Pass one to any component that links, to plug in a client-side router. */
export type LinkRenderer = (props: LinkRenderProps) => ReactNode;

/** The default renderer: a plain anchor, so the library needs no router. */
export const defaultRenderLink: LinkRenderer = ({ children, ...rest }) => <a {...rest}>{children}</a>;
