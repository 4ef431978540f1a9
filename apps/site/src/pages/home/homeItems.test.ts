// @vitest-environment node
import { brandPanels, homeSettings, impactFigures, materialPanels, projectSlides } from '@company/content';
import { describe, expect, it } from 'vitest';
import type { News } from '../../data/types';
import { testI18n } from '../../test/renderWithProviders';
import { expandPanelItems, impactStatItems, newsPopupItems, projectTabItems } from './homeItems';

const news = (id: number, created_at: string): News => ({
  id,
  title: `뉴스 ${id}`,
  content: '<p>본문</p>',
  thumbnail: `/thumb-${id}.webp`,
  created_at,
  title_en: null,
  content_en: null,
});

describe('newsPopupItems', () => {
  it('links each news item to its detail page, keeping its title and created_at', () => {
    expect(newsPopupItems([news(15, '2025-11-13T10:00:00+09:00')])).toEqual([
      { id: 15, title: '뉴스 15', createdAt: '2025-11-13T10:00:00+09:00', href: '/newsroom/News/15' },
    ]);
  });

  it('lists nothing when there is no data (a failed load)', () => {
    expect(newsPopupItems(undefined)).toEqual([]);
  });
});

describe('impactStatItems', () => {
  it('counts to 50, 17B, 30% and 55% over 1 s at 30 % visibility, with translated labels', async () => {
    const i18n = await testI18n('ko');
    const items = impactStatItems(i18n, impactFigures, {
      durationMs: homeSettings.countUpDurationMs,
      threshold: homeSettings.countUpVisibleRatio,
    });
    expect(items.map((item) => `${item.value}${item.suffix ?? ''}`)).toEqual(['50', '17B', '30%', '55%']);
    expect(items.every((item) => item.durationMs === 1000 && item.threshold === 0.3)).toBe(true);
    expect(items[0]?.label).toBe('고객사');
  });
});

describe('projectTabItems and expandPanelItems', () => {
  it('take labels from the translations and keep the links of the content', async () => {
    const i18n = await testI18n('en');
    const tabs = projectTabItems(i18n, projectSlides, 'View');
    expect(tabs.map((tab) => tab.href)).toEqual([
      '/business/project/SemiCleanroom',
      '/business/project/BatteryDryroom',
      '/business/project/GmpRoom',
    ]);
    expect(tabs.every((tab) => tab.tabLabel && !tab.tabLabel.includes(':'))).toBe(true);

    const brands = expandPanelItems(i18n, brandPanels, 'Explore');
    expect(brands.map((panel) => panel.href)).toEqual([
      '/business/brands/Aerea',
      '/business/brands/Slown',
      '/business/brands/Necove',
    ]);
    const materials = expandPanelItems(i18n, materialPanels, 'View');
    expect(new Set(materials.map((panel) => panel.href))).toEqual(
      new Set(['/business/materials/DurafiltexC']),
    );
    expect(materials.every((panel) => panel.image.alt.length > 0)).toBe(true);
  });
});
