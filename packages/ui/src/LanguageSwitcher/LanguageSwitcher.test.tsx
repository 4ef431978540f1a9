import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type LanguageOption, LanguageSwitcher } from './LanguageSwitcher';

const options: LanguageOption[] = [
  { value: 'ko', label: 'KR', name: '한국어', lang: 'ko' },
  { value: 'en', label: 'EN', name: 'English', lang: 'en' },
];

function renderSwitcher(value = 'ko', onChange = vi.fn()) {
  render(
    <div>
      <p>바깥 영역</p>
      <LanguageSwitcher value={value} options={options} onChange={onChange} label="언어 선택" />
    </div>,
  );
  return onChange;
}

const toggle = () => screen.getByRole('button', { name: /언어 선택/ });

describe('LanguageSwitcher', () => {
  it('shows the current language in a labelled, collapsed button', () => {
    renderSwitcher('en');
    expect(toggle()).toHaveAccessibleName('언어 선택 EN');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'KR 한국어' })).not.toBeInTheDocument();
  });

  it('opens the options and marks the current one', async () => {
    renderSwitcher('ko');
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'KR 한국어' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute('lang', 'en');
  });

  it('calls onChange with the picked language and closes', async () => {
    const onChange = renderSwitcher('ko');
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('button', { name: 'EN English' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('en');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes on a mousedown outside, and not on one inside', async () => {
    renderSwitcher();
    await userEvent.click(toggle());
    fireEvent.mouseDown(screen.getByRole('button', { name: 'EN English' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByText('바깥 영역'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    renderSwitcher();
    await userEvent.click(toggle());
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders on the server', () => {
    expect(
      renderToString(<LanguageSwitcher value="ko" options={options} onChange={() => {}} label="언어 선택" />),
    ).toContain('KR');
  });
});
