import * as styles from './RequiredMark.css';

export interface RequiredMarkProps {
  /** What the mark means, read by screen readers only (e.g. 게시에 필요). */
  text: string;
}

/** A label's required mark: a visible asterisk, and the same said in words to screen readers. */
export function RequiredMark({ text }: RequiredMarkProps) {
  return (
    <>
      <span aria-hidden="true" className={styles.mark}>
        *
      </span>
      <span className={styles.screenReaderText}> {text}</span>
    </>
  );
}
