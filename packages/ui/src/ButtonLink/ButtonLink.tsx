import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './ButtonLink.css';

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  /** A fuller name, when the label alone is ambiguous in a list ("수정: 제목"). */
  'aria-label'?: string;
  renderLink?: LinkRenderer;
}

/** A small outlined link that sits among buttons (edit beside delete), for actions that open a page. */
export function ButtonLink({
  href,
  children,
  'aria-label': ariaLabel,
  renderLink = defaultRenderLink,
}: ButtonLinkProps) {
  return renderLink({ href, className: styles.link, 'aria-label': ariaLabel, children });
}
