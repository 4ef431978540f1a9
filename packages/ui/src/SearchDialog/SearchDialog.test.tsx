import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HighlightedText } from './HighlightedText';
import { SearchDialog, type SearchDialogProps, type SearchDialogResult } from './SearchDialog';

const results: SearchDialogResult[] = [
  { id: 'a', href: '/a', kindLabel: '페이지', title: '드라이룸' },
  { id: 'b', href: '/b', kindLabel: '뉴스', date: '2026-11-20', title: '드라이룸 준공', snippet: '본문' },
  { id: 'c', href: '/c', kindLabel: '영상', title: '드라이룸 영상' },
];

type HarnessProps = Partial<SearchDialogProps> & Pick<SearchDialogProps, 'onSelect' | 'onSubmit'>;

function Harness(props: HarnessProps) {
  const [query, setQuery] = useState('');
  return (
    <>
      <input aria-label="다른 입력" />
      <SearchDialog
        triggerLabel="검색"
        title="사이트 검색"
        inputLabel="검색어"
        action="/search"
        query={query}
        onQueryChange={setQuery}
        results={query ? results : []}
        status={query ? 'ready' : 'idle'}
        resultsLabel="검색 결과"
        loadingText="찾는 중"
        emptyText="결과 없음"
        seeAllLabel="모든 결과"
        {...props}
      />
    </>
  );
}

const setup = (props: Partial<HarnessProps> = {}) => {
  const onSelect = vi.fn();
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<Harness onSelect={onSelect} onSubmit={onSubmit} {...props} />);
  return { user, onSelect, onSubmit };
};

describe('SearchDialog', () => {
  it('has a trigger that links to the results page and opens the dialog on click', async () => {
    const { user } = setup();
    const trigger = screen.getByRole('link', { name: '검색' });
    expect(trigger).toHaveAttribute('href', '/search');
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: '사이트 검색' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '검색어' })).toHaveFocus();
  });

  it('opens with / outside a text field, but not while typing in one', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('textbox', { name: '다른 입력' }));
    await user.keyboard('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '다른 입력' })).toHaveValue('/');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('/');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('opens with Ctrl+K and with ⌘K, and closes with Escape', async () => {
    const { user } = setup();
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Meta>}k{/Meta}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('moves through the results with the arrow keys, keeping focus in the field', async () => {
    const { user } = setup();
    await user.keyboard('/');
    const field = screen.getByRole('combobox');
    await user.type(field, '드라이룸');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(field).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(field).toHaveFocus();
  });

  it('opens the chosen result with Enter and closes', async () => {
    const { user, onSelect, onSubmit } = setup();
    await user.keyboard('/');
    await user.type(screen.getByRole('combobox'), '드라이룸');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(results[1]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the results page with Enter when no result is chosen', async () => {
    const { user, onSelect, onSubmit } = setup();
    await user.keyboard('/');
    await user.type(screen.getByRole('combobox'), '  드라이룸 {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('드라이룸');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('opens a result on click, and links every result of the query', async () => {
    const { user, onSelect } = setup();
    await user.keyboard('/');
    await user.type(screen.getByRole('combobox'), '드라이룸');
    expect(screen.getByRole('link', { name: '모든 결과' })).toHaveAttribute(
      'href',
      `/search?q=${encodeURIComponent('드라이룸')}`,
    );
    await user.click(screen.getByRole('option', { name: /영상/ }));
    expect(onSelect).toHaveBeenCalledWith(results[2]);
  });

  it('says when nothing was found, and while it looks', async () => {
    const { user } = setup({ results: [], status: 'ready' });
    await user.keyboard('/');
    await user.type(screen.getByRole('combobox'), '없는낱말');
    expect(screen.getByRole('status')).toHaveTextContent('결과 없음');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('ignores the shortcuts when they are turned off', async () => {
    const { user } = setup({ shortcuts: false });
    await user.keyboard('/');
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('HighlightedText', () => {
  it('marks the given ranges, merged and in order', () => {
    const { container } = render(
      <p>
        <HighlightedText
          text="클린룸을 시공합니다"
          ranges={[
            [5, 7],
            [0, 3],
            [1, 2],
          ]}
        />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      '클린룸',
      '시공',
    ]);
    expect(container.textContent).toBe('클린룸을 시공합니다');
  });
});
