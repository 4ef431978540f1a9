import * as RadixTabs from '@radix-ui/react-tabs';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import * as styles from './LanguageTabs.css';

export interface LanguageTab {
  /** The tab's value, e.g. "ko" or "en". */
  value: string;
  /** The tab's name, e.g. 한국어 or English. */
  label: ReactNode;
  /** The language of what is typed in this tab's fields: set as `lang` on its panel. */
  lang: string;
  /** A short word after the name, e.g. "required" or "optional". */
  hint?: ReactNode;
  /** The tab's fields hold an error: the tab shows a mark and `errorLabel` is read with its name. */
  invalid?: boolean;
  errorLabel?: string;
  content: ReactNode;
}

export interface LanguageTabsProps {
  items: LanguageTab[];
  /** Accessible name of the tab list, e.g. "Language of the text". */
  label: string;
  defaultValue?: string;
  /** Controlled selection; pair with `onValueChange` (e.g. to open the tab with an error). */
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * Radix Tabs for an editor's language versions. Every panel stays mounted (inactive ones hidden), so what
 * was typed in one language, editor state included, is still there after switching to the other and back.
 */
export function LanguageTabs({
  items,
  label,
  defaultValue,
  value,
  onValueChange,
  className,
}: LanguageTabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? items[0]?.value ?? '');
  const selected = value ?? uncontrolled;
  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <RadixTabs.Root
      className={clsx(styles.root, className)}
      value={selected}
      onValueChange={select}
      activationMode="manual"
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={styles.trigger}
            data-invalid={item.invalid || undefined}
          >
            <span>{item.label}</span>
            {item.hint ? (
              <>
                {' '}
                <span className={styles.hint}>{item.hint}</span>
              </>
            ) : null}
            {item.invalid ? (
              <>
                <span className={styles.errorMark} aria-hidden="true" />
                {item.errorLabel ? (
                  <>
                    {' '}
                    <VisuallyHidden>{item.errorLabel}</VisuallyHidden>
                  </>
                ) : null}
              </>
            ) : null}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          forceMount
          hidden={item.value !== selected}
          lang={item.lang}
          className={styles.panel}
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
