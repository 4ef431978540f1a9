import * as styles from './RequiredMark.css';

/**
 * A label's required mark: a visible asterisk, hidden from screen readers, which hear the control's own
 * `required` (or `aria-required`) instead; the label's accessible name stays the label.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={styles.mark}>
      *
    </span>
  );
}
