import { FAQ_PAGE_SIZE, faqEntries } from '@company/content';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import FaqPage from './FaqPage';

const render = (path: string, language: 'ko' | 'en' = 'ko') =>
  renderWithProviders(<FaqPage pageKey="careers_info_faq" />, { path, language });

const questions = () =>
  within(screen.getByRole('list', { name: '자주 묻는 질문' }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');

// Generous per-test time: the shared machines are busy and each test renders a whole page.
describe('FaqPage', { timeout: 30_000 }, () => {
  it('shows the first page of questions and a pager with first, previous, next and last', async () => {
    await render('/careers/info/FAQ');
    expect(screen.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeInTheDocument();
    expect(questions()).toHaveLength(FAQ_PAGE_SIZE);
    expect(questions()[0]).toContain('채용 공고는 어디에서 확인할 수 있나요?');
    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(pager).getByRole('button', { name: '처음' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: '이전' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: '다음' })).toBeEnabled();
    expect(within(pager).getByRole('button', { name: '마지막' })).toBeEnabled();
  });

  it('moves between pages and keeps the page in the URL', async () => {
    const { router } = await render('/careers/info/FAQ');
    const pagerButton = (name: string) => screen.getByLabelText(name, { selector: 'nav button' });
    fireEvent.click(pagerButton('다음'));
    expect(router.state.location.search).toBe('?page=2');
    expect(questions()[0]).toContain('면접은 어떻게 진행되나요?');
    fireEvent.click(pagerButton('마지막'));
    expect(router.state.location.search).toBe(`?page=${Math.ceil(faqEntries.length / FAQ_PAGE_SIZE)}`);
    expect(pagerButton('다음')).toBeDisabled();
    fireEvent.click(pagerButton('처음'));
    expect(router.state.location.search).toBe('');
  });

  it('searches the questions and answers, writes ?q= and goes back to the first page', async () => {
    const { router } = await render('/careers/info/FAQ?page=3');
    const field = screen.getByRole('searchbox', { name: 'FAQ 검색' });
    fireEvent.change(field, { target: { value: '점심시간' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('점심시간');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    expect(questions()).toEqual([expect.stringContaining('점심시간이 1시간 30분이라는데 사실인가요?')]);
    expect(screen.getByRole('status')).toHaveTextContent('총 1건');
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).not.toBeInTheDocument();
  });

  it('reads the search from the URL and says so when nothing matches', async () => {
    await render('/careers/info/FAQ?q=우주여행');
    expect(screen.getByRole('searchbox', { name: 'FAQ 검색' })).toHaveValue('우주여행');
    expect(screen.getByText('검색 결과가 없습니다. 다른 검색어를 입력해 보세요.')).toBeInTheDocument();
  });

  it('searches the English texts on the English page', async () => {
    await render('/en/careers/info/FAQ?q=lunch', 'en');
    const list = screen.getByRole('list', { name: 'FAQ' });
    expect(within(list).getAllByRole('button').length).toBeGreaterThan(0);
    for (const button of within(list).getAllByRole('button')) {
      expect(button.closest('li')?.textContent?.toLowerCase()).toContain('lunch');
    }
  });

  it('discloses an answer on click, announcing the state with aria-expanded', async () => {
    await render('/careers/info/FAQ?q=장기근속');
    const question = screen.getByRole('button', { name: /장기근속 포상은 어떻게 되나요/ });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('3년 근속마다 4일의 특별휴가와 1,000,000원의 포상금을 드립니다.');
  });
});
