import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type LanguageTab, LanguageTabs } from './LanguageTabs';

function tabs(overrides: Partial<LanguageTab>[] = []): LanguageTab[] {
  return [
    {
      value: 'ko',
      label: '한국어',
      lang: 'ko',
      hint: '필수',
      content: (
        <label>
          제목 <input name="title" />
        </label>
      ),
      ...overrides[0],
    },
    {
      value: 'en',
      label: 'English',
      lang: 'en',
      hint: '선택',
      content: (
        <label>
          영문 제목 <input name="title_en" />
        </label>
      ),
      ...overrides[1],
    },
  ];
}

describe('LanguageTabs', () => {
  it('is a named tab list with the first language selected and its fields shown', () => {
    render(<LanguageTabs label="언어" items={tabs()} />);
    expect(screen.getByRole('tablist', { name: '언어' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '한국어 필수' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: '제목' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: '영문 제목' })).toBeNull();
  });

  it('keeps what was typed in each language when switching back and forth', async () => {
    render(<LanguageTabs label="언어" items={tabs()} />);
    await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '새 소식');
    await userEvent.click(screen.getByRole('tab', { name: 'English 선택' }));
    const english = screen.getByRole('textbox', { name: '영문 제목' });
    expect(english.closest('[role="tabpanel"]')).toHaveAttribute('lang', 'en');
    await userEvent.type(english, 'News');
    await userEvent.click(screen.getByRole('tab', { name: '한국어 필수' }));
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('새 소식');
    await userEvent.click(screen.getByRole('tab', { name: 'English 선택' }));
    expect(screen.getByRole('textbox', { name: '영문 제목' })).toHaveValue('News');
  });

  it('marks a tab whose fields hold an error, and reads the error with its name', () => {
    render(<LanguageTabs label="언어" items={tabs([{}, { invalid: true, errorLabel: '오류 있음' }])} />);
    const english = screen.getByRole('tab', { name: 'English 선택 오류 있음' });
    expect(english).toHaveAttribute('data-invalid', 'true');
  });

  it('can be controlled, e.g. to open the tab with an error', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <LanguageTabs label="언어" items={tabs()} value="ko" onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'English 선택' }));
    expect(onValueChange).toHaveBeenCalledWith('en');
    rerender(<LanguageTabs label="언어" items={tabs()} value="en" onValueChange={onValueChange} />);
    expect(screen.getByRole('textbox', { name: '영문 제목' })).toBeVisible();
  });

  it('renders on the server with both panels in the markup', () => {
    const html = renderToString(<LanguageTabs label="언어" items={tabs()} />);
    expect(html).toContain('name="title"');
    expect(html).toContain('name="title_en"');
  });
});
