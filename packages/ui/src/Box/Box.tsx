import { clsx } from 'clsx';
import { createElement, type HTMLAttributes } from 'react';
import { listReset, type Sprinkles, sprinkles } from '../internal/layout.css';

/** The elements a Box may be. */
export type BoxElement =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'nav'
  | 'header'
  | 'footer'
  | 'ul'
  | 'ol'
  | 'li'
  | 'span';

export type LayoutProps = Sprinkles;

export interface BoxProps extends LayoutProps, Omit<HTMLAttributes<HTMLElement>, keyof LayoutProps> {
  /** The element to render (default `div`). A `ul` or `ol` loses its bullets, indent and margin. */
  as?: BoxElement;
}

/** Splits the layout props (the tokens' sprinkles) from the element's own attributes. */
export function splitLayoutProps<Props extends object>(
  props: Props,
): { layout: LayoutProps; rest: Omit<Props, keyof LayoutProps> } {
  const layout: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof LayoutProps)) layout[key] = value;
    else rest[key] = value;
  }
  return { layout: layout as LayoutProps, rest: rest as Omit<Props, keyof LayoutProps> };
}

/**
 * The layout primitive: an element whose display, gaps, padding, alignment and grid columns come from the
 * tokens, per breakpoint (`gap={{ mobile: 4, desktop: 8 }}`).
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { layout, rest } = splitLayoutProps(props);
  return createElement(as, {
    ...rest,
    className: clsx((as === 'ul' || as === 'ol') && listReset, sprinkles(layout), className) || undefined,
  });
}
