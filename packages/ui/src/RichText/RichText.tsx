import * as styles from './RichText.css';

export interface RichTextProps {
  /**
   * HTML from the editor, already sanitised by the caller (the library renders it as given: sanitise where the
   * data is read, with an allow-list of what the editor can produce).
   */
  html: string;
  /** The text's language when it is not the page's (a Korean body on an English page). */
  lang?: string;
}

/** Stored rich text (headings, lists, quotes, images, links) set in the reading column's rhythm. */
export function RichText({ html, lang }: RichTextProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the prop's contract is HTML the caller has sanitised.
  return <div className={styles.body} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
