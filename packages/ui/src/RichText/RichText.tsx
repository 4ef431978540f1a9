import * as styles from './RichText.css';

export interface RichTextProps {
  /**
   * HTML from the editor, already sanitised by the caller (the library renders it as given: sanitise where the
   * data is read, with an allow-list of what the editor can produce).
   */
  html: string;
}

/** Stored rich text (headings, lists, quotes, images, links) set in the reading column's rhythm. */
export function RichText({ html }: RichTextProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the prop's contract is HTML the caller has sanitised.
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
