import { brandPages, comparisonTable, projectPages, useCases } from '@company/content';
import { resources } from '@company/content/resources';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import BrandPage from './BrandPage';
import MaterialPage from './MaterialPage';
import ProjectPage from './ProjectPage';

const ko = resources.ko.business;

describe('BrandPage serves each brand by its page key', () => {
  it.each(brandPages.map((brand) => [brand.pageKey, brand.id] as const))('%s', async (pageKey, id) => {
    await renderWithProviders(<BrandPage pageKey={pageKey} />);
    expect(screen.getByRole('heading', { level: 2, name: ko.brands[id].title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: ko.brands[id].image_alt })).toHaveAttribute(
      'src',
      `/media/brand-${id}.svg`,
    );
    for (const point of ko.brands[id].points) expect(screen.getByText(point)).toBeInTheDocument();
    const others = screen.getByRole('list', { name: '다른 브랜드' });
    expect(within(others).getAllByRole('link')).toHaveLength(2);
  });

  it('keeps the language prefix in its onward links', async () => {
    await renderWithProviders(<BrandPage pageKey="business_brands_slown" />, {
      path: '/en/business/brands/Slown',
      language: 'en',
    });
    expect(screen.getByRole('link', { name: /Aerea/ })).toHaveAttribute('href', '/en/business/brands/Aerea');
  });
});

describe('ProjectPage serves each project by its page key', () => {
  it.each(projectPages.map((project) => [project.pageKey, project.id] as const))(
    '%s',
    async (pageKey, id) => {
      await renderWithProviders(<ProjectPage pageKey={pageKey} />);
      expect(screen.getByRole('heading', { level: 2, name: ko.projects[id].title })).toBeInTheDocument();
      for (const section of ['scope', 'approach', 'result'] as const) {
        expect(screen.getByText(ko.projects[id].sections[section].body)).toBeInTheDocument();
      }
      expect(screen.getByRole('img', { name: resources.ko.business.projects.airflow_alt })).toHaveAttribute(
        'src',
        '/media/airflow.svg',
      );
    },
  );
});

describe('MaterialPage', { timeout: 30_000 }, () => {
  it('shows Durafiltex C in full: claims, layers, comparison table, use cases and impact', async () => {
    const { view } = await renderWithProviders(<MaterialPage pageKey="business_materials_durafiltex_c" />);
    const text = view.container.textContent ?? '';
    for (const claim of [
      '기존 필터 6~24개월',
      '듀라필텍스 12~60개월',
      '최대 4배',
      '압력손실 최대 80% 감소',
      '50nm',
    ]) {
      expect(text).toContain(claim);
    }
    for (const layer of ['3D 여과', '정전 여과', '나노 여과']) {
      expect(screen.getByRole('heading', { level: 3, name: layer })).toBeInTheDocument();
    }
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['구분', '기존 유리섬유 필터', '듀라필텍스 C']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(comparisonTable.rows.length);
    for (const useCase of useCases) {
      expect(screen.getByRole('heading', { name: ko.use_cases[useCase.id].title })).toBeInTheDocument();
    }
    for (const impact of ['전기요금 절감', '탄소배출 감축', '경제적 비용 절감']) {
      expect(screen.getByRole('heading', { name: impact })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: ko.materials.durafiltex_c.layers_alt })).toHaveAttribute(
      'src',
      '/media/filter-layers.svg',
    );
  });

  it.each([
    ['business_materials_durafiltex_ad', 'durafiltex_ad'],
    ['business_materials_durafiltex_rc', 'durafiltex_rc'],
    ['business_materials_fmps', 'fmps'],
  ] as const)('serves %s from its own copy', async (pageKey, id) => {
    await renderWithProviders(<MaterialPage pageKey={pageKey} />);
    expect(screen.getByRole('heading', { level: 2, name: ko.materials[id].title })).toBeInTheDocument();
    expect(screen.getByText(ko.materials[id].subtitle)).toBeInTheDocument();
    for (const point of ko.materials[id].points) expect(screen.getByText(point)).toBeInTheDocument();
  });
});
