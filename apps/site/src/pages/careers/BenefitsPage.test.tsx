import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import BenefitsPage from './BenefitsPage';
import ProcessPage from './ProcessPage';

describe('BenefitsPage', () => {
  it('shows the four groups and every company fact of the benefits', async () => {
    const { view } = await renderWithProviders(<BenefitsPage pageKey="careers_benefits" />);
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(expect.arrayContaining(['문화', '건강', '성장', '공감']));
    const text = view.container.textContent ?? '';
    for (const fact of [
      '주 4일 근무',
      '1시간 30분',
      '10분 티타임',
      '200,000원',
      '2년마다',
      '3년마다 4일의 특별휴가와 1,000,000원',
      '매년 2~3명',
      '1주일을 넘는 셀프 휴가만 사전 승인',
      '2025년 2분기 기준',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('ProcessPage', () => {
  it('shows the five hiring steps in order and the two-year rule for experienced applicants', async () => {
    const { view } = await renderWithProviders(<ProcessPage pageKey="careers_info_process" />);
    const steps = screen.getByRole('list', { name: '채용절차' });
    expect([...steps.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      '지원서 접수',
      '서류 검토',
      '면접 (임원, 기술)',
      '건강검진',
      '최종 합격',
    ]);
    expect(view.container.textContent).toContain('2년 이상');
  });
});
