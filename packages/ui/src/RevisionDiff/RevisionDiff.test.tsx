import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RevisionDiff } from './RevisionDiff';
import { wordDiff } from './wordDiff';

const fields = [
  { label: '제목', before: '정기 주주총회 소집 공고', after: '임시 주주총회 소집 공고' },
  { label: '본문', before: '일시: 3월 5일 오전 10시', after: '일시: 3월 5일 오전 10시' },
  { label: 'English title', before: 'Notice of the meeting', after: 'Notice of the extraordinary meeting' },
];

function renderDiff() {
  return render(
    <RevisionDiff
      beforeLabel="11-20 10:12 버전"
      afterLabel="현재"
      fields={fields}
      unchangedText="변경 없음"
    />,
  );
}

/** The field's value (the `dd` after its `dt`). */
function fieldValue(label: string): HTMLElement {
  const term = screen.getAllByRole('term').find((element) => element.textContent === label);
  if (!term) throw new Error(`no field ${label}`);
  return term.nextElementSibling as HTMLElement;
}

describe('RevisionDiff', () => {
  it('marks the removed words with del and the inserted ones with ins, keeping the rest', () => {
    const { container } = renderDiff();
    const title = fieldValue('제목');
    const removed = title.querySelectorAll('del');
    const inserted = title.querySelectorAll('ins');
    expect(removed).toHaveLength(1);
    expect(inserted).toHaveLength(1);
    expect(removed[0]).toHaveTextContent('[11-20 10:12 버전] 정기');
    expect(inserted[0]).toHaveTextContent('[현재] 임시');
    expect(title).toHaveTextContent('주주총회 소집 공고');
    expect(container.querySelectorAll('del, ins')).toHaveLength(3);
  });

  it('marks an inserted word only where one was added', () => {
    renderDiff();
    const english = fieldValue('English title');
    expect(english.querySelectorAll('del')).toHaveLength(0);
    expect(english.querySelector('ins')).toHaveTextContent('extraordinary');
  });

  it('collapses an unchanged field to the unchanged text, with its text one click away', async () => {
    const user = userEvent.setup();
    renderDiff();
    const body = fieldValue('본문');
    expect(within(body).getByText('변경 없음')).toBeVisible();
    expect(body.querySelector('del, ins')).toBeNull();
    const details = body.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(within(body).getByText('변경 없음'));
    expect(details.open).toBe(true);
    expect(within(body).getByText('일시: 3월 5일 오전 10시')).toBeVisible();
  });

  it('names the two versions it compares', () => {
    renderDiff();
    expect(screen.getAllByText('11-20 10:12 버전')[0]).toBeInTheDocument();
    expect(screen.getAllByText('현재')[0]).toBeInTheDocument();
  });

  it('diffs Korean and English text by words', () => {
    expect(wordDiff('정기 총회', '임시 총회')).toEqual([
      { kind: 'removed', text: '정기' },
      { kind: 'inserted', text: '임시' },
      { kind: 'same', text: ' 총회' },
    ]);
    expect(wordDiff('오전 10시', '오후 2시')).toEqual([
      { kind: 'removed', text: '오전 10' },
      { kind: 'inserted', text: '오후 2' },
      { kind: 'same', text: '시' },
    ]);
    expect(wordDiff('a b', 'a b')).toEqual([{ kind: 'same', text: 'a b' }]);
  });

  it('renders on the server', () => {
    expect(
      renderToString(
        <RevisionDiff beforeLabel="이전" afterLabel="현재" fields={fields} unchangedText="변경 없음" />,
      ),
    ).toContain('<ins');
  });
});
