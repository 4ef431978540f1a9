import { media } from '@company/tokens';
import * as Accordion from '@radix-ui/react-accordion';
import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { InlineArrow } from '../ArrowLink';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './ExpandPanels.css';
import { useMediaQuery } from './useMediaQuery';

export interface ExpandPanelItem {
  /** Stable id; also the accordion value. */
  id: string;
  title: string;
  description: ReactNode;
  image: { src: string; alt: string };
  /** Where the panel's link goes. */
  href: string;
  /** Text of the onward link (e.g. 자세히 보기, Learn more). */
  linkLabel: string;
}

export interface ExpandPanelsProps {
  items: ExpandPanelItem[];
  /** Accessible name of the group of panels. */
  label?: string;
  /** Open panel when uncontrolled; the first panel by default. */
  defaultValue?: string;
  /** Open panel when controlled. */
  value?: string;
  onValueChange?: (id: string) => void;
  /** Heading level of the panel titles. */
  headingLevel?: 2 | 3 | 4;
  /** Renders the onward links (a router link, for instance); a plain anchor by default. */
  renderLink?: LinkRenderer;
  className?: string;
}

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/**
 * Panels of which exactly one is always open (the first by default): horizontal panels that widen on
 * desktop, stacked panels on mobile. Each panel links onward. Built on Radix Accordion (type single,
 * not collapsible), so arrow keys move between the titles.
 */
export function ExpandPanels({
  items,
  label,
  defaultValue,
  value: controlledValue,
  onValueChange,
  headingLevel = 3,
  renderLink = defaultRenderLink,
  className,
}: ExpandPanelsProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? items[0]?.id ?? '');
  const value = controlledValue ?? uncontrolledValue;
  const isDesktop = useMediaQuery(media.desktop);
  const Heading = headingTags[headingLevel];

  const change = (next: string) => {
    // Radix never sends '' for a non-collapsible accordion, but guard anyway: one panel stays open.
    if (!next) return;
    if (controlledValue === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };

  return (
    <Accordion.Root
      type="single"
      collapsible={false}
      value={value}
      onValueChange={change}
      orientation={isDesktop ? 'horizontal' : 'vertical'}
      aria-label={label}
      className={clsx(styles.root, className)}
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className={styles.item}>
          <img src={item.image.src} alt={item.image.alt} className={styles.image} loading="lazy" />
          <Accordion.Header asChild>
            <Heading className={styles.header}>
              <Accordion.Trigger className={styles.trigger}>
                <span className={styles.title}>{item.title}</span>
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            <div className={styles.description}>{item.description}</div>
            {renderLink({
              href: item.href,
              className: styles.link,
              children: (
                <>
                  {item.linkLabel}
                  <InlineArrow />
                </>
              ),
            })}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
