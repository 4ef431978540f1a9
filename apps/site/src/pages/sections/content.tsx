import type { TitledText, TranslationKey } from '@company/content';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from './sections.css';

/** A list of texts stored under one key (paragraphs, points), in the language on screen. */
export function textList(i18n: I18n, key: TranslationKey): string[] {
  const value: unknown = translateKey(i18n, key, { returnObjects: true });
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** Paragraphs stored as a list under one key. */
export function Prose({ textKey }: { textKey: TranslationKey }) {
  const { i18n } = useT();
  return (
    <div className={styles.prose}>
      {textList(i18n, textKey).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** Points stored as a list under one key, as a list with short accent rules. */
export function BulletList({ textKey }: { textKey: TranslationKey }) {
  const { i18n } = useT();
  return (
    <ul className={styles.bulletList}>
      {textList(i18n, textKey).map((point) => (
        <li key={point} className={styles.bullet}>
          {point}
        </li>
      ))}
    </ul>
  );
}

interface RuledListProps<Item> {
  items: readonly Item[];
  columns?: 1 | 2 | 3 | 4;
  /** Show 01, 02, ... above each title. */
  numbered?: boolean;
  /** Heading level of the item titles, to fit the page outline. */
  headingLevel?: 3 | 4;
  /** Extra content under an item's text (a link, a figure). */
  renderExtra?: (item: Item, index: number) => ReactNode;
  getKey?: (item: Item, index: number) => string;
  label?: string;
}

/** Titled texts as a grid of ruled items, the workhorse of the content pages. */
export function RuledList<Item extends TitledText>({
  items,
  columns = 3,
  numbered,
  headingLevel = 3,
  renderExtra,
  getKey = (item) => item.titleKey,
  label,
}: RuledListProps<Item>) {
  const { i18n } = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul aria-label={label} className={`${styles.ruledGrid} ${styles.ruledGridColumns[columns]}`}>
      {items.map((item, index) => (
        <li key={getKey(item, index)} className={styles.ruledItem}>
          {numbered ? (
            <span className={styles.itemIndex} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          ) : null}
          <Heading className={styles.itemTitle}>{translateKey(i18n, item.titleKey)}</Heading>
          <p className={styles.itemText}>{translateKey(i18n, item.descriptionKey)}</p>
          {renderExtra?.(item, index)}
        </li>
      ))}
    </ul>
  );
}

interface FigureProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: ReactNode;
  className?: string;
  /** Images above the fold load eagerly. */
  eager?: boolean;
}

/** An original illustration with its intrinsic size (no layout shift) and alt text. */
export function Figure({ src, alt, width, height, caption, className, eager }: FigureProps) {
  return (
    <figure className={[styles.figure, className].filter(Boolean).join(' ')}>
      <img
        className={styles.figureImage}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      {caption ? <figcaption className={styles.figureCaption}>{caption}</figcaption> : null}
    </figure>
  );
}

interface ArrowLinkProps {
  to: string;
  children: ReactNode;
  primary?: boolean;
}

/** An onward link inside the site; keeps the visitor's language prefix. */
export function ArrowLink({ to, children, primary }: ArrowLinkProps) {
  const localize = useLocalizedPath();
  return (
    <Link to={localize(to)} className={primary ? styles.primaryLink : styles.arrowLink}>
      <span>{children}</span>
      <span className={primary ? undefined : styles.arrow} aria-hidden="true">
        →
      </span>
    </Link>
  );
}

interface FactBandProps {
  title: ReactNode;
  facts: readonly { id: string; label: ReactNode; value: ReactNode }[];
  note?: ReactNode;
}

/** Key figures on the soft brand gradient, as a description list. */
export function FactBand({ title, facts, note }: FactBandProps) {
  return (
    <div className={styles.factBand}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <dl className={styles.factList}>
        {facts.map((fact) => (
          <div key={fact.id} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
