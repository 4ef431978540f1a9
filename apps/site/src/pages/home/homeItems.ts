import type { HomePanel, ImpactFigure, ProjectSlide } from '@company/content';
import type { CountUpStatProps, ExpandPanelItem, NewsPopupItem } from '@company/ui';
import type { ProjectTabItem } from '@company/ui/sections';
import type { i18n as I18n } from 'i18next';
import { postMoment } from '../../data/postDate';
import type { NewsListItem } from '../../data/types';
import { translateKey } from '../../i18n/useT';
import { newsDetailPath } from '../newsroom/paths';

/**
 * The latest news as the popup's items, each linking to its detail page; `title` renders an item's title in
 * the page's language.
 */
export function newsPopupItems(
  news: readonly NewsListItem[] | undefined,
  title: (news: NewsListItem) => NewsPopupItem['title'] = (item) => item.title,
): NewsPopupItem[] {
  return (news ?? []).map((item) => ({
    id: item.id,
    title: title(item),
    createdAt: postMoment(item),
    href: newsDetailPath(item.id),
  }));
}

/** The Impact to Value figures as count-up items (1 s, at 30 % visibility, once). */
export function impactStatItems(
  i18n: I18n,
  figures: readonly ImpactFigure[],
  timing: { durationMs: number; threshold: number },
): (CountUpStatProps & { id: string })[] {
  return figures.map((figure) => ({
    id: figure.id,
    value: figure.value,
    suffix: figure.suffix,
    label: translateKey(i18n, figure.labelKey),
    durationMs: timing.durationMs,
    threshold: timing.threshold,
  }));
}

export function projectTabItems(
  i18n: I18n,
  slides: readonly ProjectSlide[],
  linkLabel: string,
): ProjectTabItem[] {
  return slides.map((slide) => ({
    id: slide.id,
    tabLabel: translateKey(i18n, slide.tabKey),
    title: translateKey(i18n, slide.titleKey),
    description: translateKey(i18n, slide.descriptionKey),
    image: { src: slide.image, alt: translateKey(i18n, slide.imageAltKey) },
    href: slide.href,
    linkLabel,
  }));
}

export function expandPanelItems(
  i18n: I18n,
  panels: readonly HomePanel[],
  linkLabel: string,
): ExpandPanelItem[] {
  return panels.map((panel) => ({
    id: panel.id,
    title: translateKey(i18n, panel.titleKey),
    description: translateKey(i18n, panel.descriptionKey),
    image: { src: panel.image, alt: translateKey(i18n, panel.imageAltKey) },
    href: panel.href,
    linkLabel,
  }));
}
