import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList } from './FaqList';

const base = { label: '자주 묻는 질문', questionMark: 'Q', answerMark: 'A', emptyMessage: '결과 없음' };
const entries = [
  { id: 'q1', category: '지원', question: '수시 채용도 하나요?', answer: '네, 수시로 채용합니다.' },
  { id: 'q2', category: '근무', question: '근무지는?', answer: '울산입니다.' },
];

describe('FaqList', () => {
  it('hides each answer until its question is pressed, and hides it again on a second press', async () => {
    render(<FaqList {...base} entries={entries} />);
    const question = screen.getByRole('button', { name: /수시 채용도 하나요/ });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('네, 수시로 채용합니다.')).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('네, 수시로 채용합니다.')).toBeVisible();
    expect(screen.getByText('울산입니다.')).not.toBeVisible();
    await userEvent.click(question);
    expect(screen.getByText('네, 수시로 채용합니다.')).not.toBeVisible();
  });

  it('opens the answers it is asked to open first', () => {
    render(<FaqList {...base} entries={entries} defaultOpenIds={['q2']} />);
    expect(screen.getByRole('button', { name: /근무지는/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the empty message instead of a list when there are no entries', () => {
    render(<FaqList {...base} entries={[]} />);
    expect(screen.getByText('결과 없음')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
