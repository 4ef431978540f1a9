import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ScrollArea } from '../ScrollArea';
import * as styles from './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list, e.g. "채용 부문". */
  label: string;
  defaultValue?: string;
  /** Controlled selection; pair with `onValueChange`. */
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * Radix Tabs, styled: an underlined tab list. Labels are never cut: when they do not fit, the list scrolls
 * sideways, a fade with an arrow marks the side with more tabs, and the selected tab is kept in view.
 */
export function Tabs({ items, label, defaultValue, value, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={clsx(styles.root, className)}
      defaultValue={defaultValue ?? items[0]?.value}
      value={value}
      onValueChange={onValueChange}
      activationMode="automatic"
    >
      <ScrollArea
        scrollerClassName={styles.scroller}
        keepInView='[role="tab"][data-state="active"]'
        hideScrollbar
      >
        <RadixTabs.List aria-label={label} className={styles.list}>
          {items.map((item) => (
            <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
      </ScrollArea>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
