import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './RowActions.css';

/** One action in the menu: a page to open (`href`) or something to do (`onSelect`). */
export interface RowActionItem {
  /** Stable key within the menu. */
  id: string;
  /** What the item reads, e.g. 예약 게시. */
  label: string;
  /** A fuller name when the label alone is ambiguous in a list ("이력: 제목"). */
  'aria-label'?: string;
  /** Opens this page (rendered through `renderLink`). */
  href?: string;
  /** Runs when the item is chosen (the menu closes first). */
  onSelect?: () => void;
  /** `danger` for actions that delete or take something offline. */
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

export interface RowActionsProps {
  /** The trigger's accessible name, e.g. "더 보기: 제목". */
  label: string;
  /** Visible text beside the dots; only the dots when omitted. */
  text?: string;
  items: readonly RowActionItem[];
  renderLink?: LinkRenderer;
  /** Where the menu lines up with its trigger; `end` (the default) suits the last column of a row. */
  align?: 'start' | 'end';
  /** Starts open (uncontrolled), e.g. to show the menu in a story. */
  defaultOpen?: boolean;
}

/**
 * A row's further actions behind one "more actions" button (Radix DropdownMenu): arrow keys move between them,
 * Escape closes the menu and returns focus to the button; destructive ones stand out in the error colour.
 */
export function RowActions({
  label,
  text,
  items,
  renderLink = defaultRenderLink,
  align = 'end',
  defaultOpen,
}: RowActionsProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={label}>
        {text}
        <span className={styles.dots} aria-hidden="true">
          ⋯
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align={align} sideOffset={4} collisionPadding={8}>
          {items.map((item) => {
            const className = item.tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item;
            if (item.href !== undefined) {
              return (
                <DropdownMenu.Item key={item.id} asChild disabled={item.disabled} onSelect={item.onSelect}>
                  {renderLink({
                    href: item.href,
                    className,
                    'aria-label': item['aria-label'],
                    children: item.label,
                  })}
                </DropdownMenu.Item>
              );
            }
            return (
              <DropdownMenu.Item
                key={item.id}
                className={className}
                disabled={item.disabled}
                onSelect={item.onSelect}
                aria-label={item['aria-label']}
              >
                {item.label}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
