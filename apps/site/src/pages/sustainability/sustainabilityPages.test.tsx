import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import EnvironmentPage from './EnvironmentPage';
import GovernancePage from './GovernancePage';
import SocialPage from './SocialPage';

describe('sustainability pages', { timeout: 30_000 }, () => {
  it('the social page spells ALIVE with its five values in order', async () => {
    await renderWithProviders(<SocialPage pageKey="sustainability_social" />);
    const values = screen
      .getByRole('heading', { name: 'ALIVE — 우리가 일하는 방식' })
      .closest('section') as HTMLElement;
    const items = within(values).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.charAt(0)).join('')).toBe('ALIVE');
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['책임', '배움', '정직', '가치', '공감']);
  });

  it('the environment page names its three certificates with descriptions', async () => {
    await renderWithProviders(<EnvironmentPage pageKey="sustainability_environment" />);
    for (const name of ['ISO 14001 환경경영시스템', '녹색기술 인증', '환경성적표지(EPD) 인증']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('the governance page lists directors by name and role, the auditor and four certifications', async () => {
    await renderWithProviders(<GovernancePage pageKey="sustainability_governance" />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['한승우', '윤지현', '최서영', '강민호', '이수진']);
    expect(within(table).getByText('사외이사 · 환경공학 교수')).toBeInTheDocument();
    expect(screen.getByText('정현우')).toBeInTheDocument();
    for (const name of ['ISO 9001', 'ISO 14001', 'ISO 45001', 'ISO 37001']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });
});
