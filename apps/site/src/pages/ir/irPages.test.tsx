import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import AnnouncementDetailPage from './AnnouncementDetailPage';
import FinancialPage from './FinancialPage';
import SchedulePage from './SchedulePage';
import StockPage from './StockPage';

describe('IR pages without data', () => {
  it('the schedule offers the four PDF downloads', async () => {
    await renderWithProviders(<SchedulePage pageKey="ir_schedule" />, { path: '/ir/Schedule' });
    const downloads = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.endsWith('.pdf'));
    expect(new Set(downloads)).toEqual(
      new Set([
        '/media/ir/2025-q2-performance-report.pdf',
        '/media/ir/2025-q1-performance-report.pdf',
        '/media/ir/2025-fact-sheet-ko.pdf',
        '/media/ir/2025-fact-sheet-en.pdf',
      ]),
    );
  });

  it('the share price page shows the seven stock fields', async () => {
    await renderWithProviders(<StockPage pageKey="ir_stock_stock" />, { path: '/ir/stock/Stock' });
    for (const label of ['전일대비', '등락률', '전일종가', '현재가', '고가', '저가', '거래량']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('+2.81%')).toBeInTheDocument();
  });

  it('the stock page serves the shareholder composition for its owner key', async () => {
    await renderWithProviders(<StockPage pageKey="ir_stock_owner" />, {
      path: '/ir/stock/Owner',
      language: 'en',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Shareholders' })).toBeInTheDocument();
    expect(screen.getByText('38.6%')).toBeInTheDocument();
  });

  it('the financial page serves the credit rating for its credit key', async () => {
    await renderWithProviders(<FinancialPage pageKey="ir_financial_credit" />, {
      path: '/ir/financial/Credit',
    });
    expect(screen.getByText('BBB+ (안정적)')).toBeInTheDocument();
  });

  it('an e-notice id that is not a number shows 전자공고 데이터 없음 at once', async () => {
    await renderWithProviders(<AnnouncementDetailPage pageKey="announcement_detail" />, {
      path: '/ir/Announcement/abc',
      routePath: '/ir/Announcement/:id',
    });
    expect(screen.getByText('전자공고 데이터 없음')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/ir/Announcement');
  });
});
