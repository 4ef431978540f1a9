import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('is announced, takes focus and lists each error', () => {
    render(
      <ErrorSummary
        title="Please check the form"
        errors={[
          { fieldId: 'name', message: 'Enter your name.' },
          { fieldId: 'email', message: 'Enter your e-mail.' },
        ]}
      />,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Please check the form');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Enter your name.',
      'Enter your e-mail.',
    ]);
  });

  it('moves focus to the field an entry names', async () => {
    render(
      <>
        <ErrorSummary
          autoFocus={false}
          title="확인해 주세요"
          errors={[{ fieldId: 'company', message: '회사명을 입력해 주세요.' }]}
        />
        <label htmlFor="company">회사명</label>
        <input id="company" />
      </>,
    );
    expect(screen.getByRole('alert')).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: '회사명을 입력해 주세요.' }));
    expect(screen.getByRole('textbox', { name: '회사명' })).toHaveFocus();
  });
});
