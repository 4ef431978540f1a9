import { executives, historyTimeline } from '@company/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import CiPage from './CiPage';
import HistoryPage from './HistoryPage';
import IntroPage from './IntroPage';
import LeadershipPage from './LeadershipPage';

describe('company pages', { timeout: 30_000 }, () => {
  it('the intro states the key facts with the Ulsan plant capacity and the data date', async () => {
    await renderWithProviders(<IntroPage pageKey="company_intro_intro" />);
    const facts = screen.getByRole('heading', { name: '숫자로 보는 클린에어텍' })
      .parentElement as HTMLElement;
    expect(within(facts).getByText('울산공장 연간 생산능력')).toBeInTheDocument();
    expect(within(facts).getByText('약 275억 원')).toBeInTheDocument();
    expect(within(facts).getByText('2025년 2분기 기준')).toBeInTheDocument();
  });

  it('the history shows every year from 2025 back to 2019 with its events', async () => {
    await renderWithProviders(<HistoryPage pageKey="company_intro_history" />);
    const timeline = screen.getByRole('list', { name: '연혁' });
    expect(
      within(timeline)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(historyTimeline.map((year) => String(year.year)));
    expect(within(timeline).getByText('(주)클린에어텍 설립')).toBeInTheDocument();
  });

  it('the CI page shows the logo, the symbol, both logotypes and the three colours with their codes', async () => {
    await renderWithProviders(<CiPage pageKey="company_intro_ci" />);
    expect(screen.getAllByRole('img', { name: '클린에어텍 로고' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: '클린에어텍 국문 로고' })).toHaveTextContent('클린에어 텍');
    expect(screen.getByRole('img', { name: '클린에어텍 영문 로고' })).toHaveTextContent('CleanAir Tech');
    for (const hex of ['#0A1F44', '#1456D8', '#27C1E3']) expect(screen.getByText(hex)).toBeInTheDocument();
  });

  it('leadership shows the CEO message and every executive with a role', async () => {
    await renderWithProviders(<LeadershipPage pageKey="company_leadership" />);
    expect(screen.getByText('(주)클린에어텍 대표이사 한승우')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(executives.length);
    expect(screen.getByText('부사장 · CTO / R&D센터장')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '대표이사 한승우 초상 일러스트' })).toHaveAttribute(
      'src',
      '/media/portrait-ceo.svg',
    );
    const list = screen.getByRole('list', { name: '주요 경영진' });
    expect(list.querySelectorAll('img[src^="/media/portrait-"]')).toHaveLength(executives.length);
  });
});
