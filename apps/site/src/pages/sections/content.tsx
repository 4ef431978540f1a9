import type { TitledText, TranslationKey } from '@company/content';
import { ArrowLink as UiArrowLink } from '@company/ui';
import {
  FeatureGrid,
  type FeatureGridProps,
  BulletList as UiBulletList,
  Prose as UiProse,
} from '@company/ui/sections';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderAppLink } from '../../components/AppLink';
import { translateKey, useT } from '../../i18n/useT';

/** A list of texts stored under one key (paragraphs, points), in the language on screen. */
export function textList(i18n: I18n, key: TranslationKey): string[] {
  const value: unknown = translateKey(i18n, key, { returnObjects: true });
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** Paragraphs stored as a list under one key. */
export function Prose({ textKey }: { textKey: TranslationKey }) {
  const { i18n } = useT();
  return <UiProse paragraphs={textList(i18n, textKey)} />;
}

/** Points stored as a list under one key. */
export function BulletList({ textKey }: { textKey: TranslationKey }) {
  const { i18n } = useT();
  return <UiBulletList items={textList(i18n, textKey)} />;
}

interface RuledListProps<Item> extends Omit<FeatureGridProps, 'items' | 'aria-label'> {
  items: readonly Item[];
  /** Extra content under an item's text (a link, a figure). */
  renderExtra?: (item: Item, index: number) => ReactNode;
  getKey?: (item: Item, index: number) => string;
  label?: string;
}

/** Titled texts from the content package, translated, as a FeatureGrid. */
export function RuledList<Item extends TitledText>({
  items,
  renderExtra,
  getKey = (item) => item.titleKey,
  label,
  ...grid
}: RuledListProps<Item>) {
  const { i18n } = useT();
  return (
    <FeatureGrid
      {...grid}
      aria-label={label}
      items={items.map((item, index) => ({
        id: getKey(item, index),
        title: translateKey(i18n, item.titleKey),
        description: translateKey(i18n, item.descriptionKey),
        extra: renderExtra?.(item, index),
      }))}
    />
  );
}

interface ArrowLinkProps {
  to: string;
  children: ReactNode;
  primary?: boolean;
}

/** An onward link inside the site; keeps the visitor's language prefix. */
export function ArrowLink({ to, children, primary }: ArrowLinkProps) {
  return (
    <UiArrowLink href={to} primary={primary} renderLink={renderAppLink}>
      {children}
    </UiArrowLink>
  );
}
