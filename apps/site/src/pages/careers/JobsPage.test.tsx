import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import JobsPage from './JobsPage';

describe('JobsPage', { timeout: 30_000 }, () => {
  it('lists the six organisations as tabs, the first one open with its English title, description and roles', async () => {
    await renderWithProviders(<JobsPage pageKey="careers_jobs" />, { path: '/careers/Jobs' });
    const tabs = within(screen.getByRole('tablist', { name: '조직별 직무' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '소재사업부',
      '소비재사업부',
      'E&C사업부',
      'R&D센터',
      '사업전략실',
      '경영지원본부',
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2, name: '소재사업부' })).toBeInTheDocument();
    expect(within(panel).getByText('Materials business')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 4, name: '공정기술' })).toBeInTheDocument();
  });

  it('switches tabs by click and by the arrow keys', async () => {
    await renderWithProviders(<JobsPage pageKey="careers_jobs" />, { path: '/careers/Jobs' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'R&D센터' }));
    expect(screen.getByRole('tab', { name: 'R&D센터' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('R&D center')).toBeInTheDocument();

    const current = screen.getByRole('tab', { name: 'R&D센터' });
    current.focus();
    fireEvent.keyDown(current, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('tab', { name: '사업전략실' })).toHaveFocus());
    expect(screen.getByRole('tab', { name: '사업전략실' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('Business strategy division')).toBeInTheDocument();
  });
});
