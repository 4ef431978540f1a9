import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DisclosureItem, DisclosureList } from './DisclosureList';

describe('DisclosureList', () => {
  it('opens an entry to its text when its summary is pressed', async () => {
    render(
      <DisclosureList>
        <DisclosureItem title="정기 주주총회" meta={<span>2025-03-28</span>}>
          <p>소집 공고 본문</p>
        </DisclosureItem>
      </DisclosureList>,
    );
    const details = screen.getByText('소집 공고 본문').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(screen.getByText('정기 주주총회'));
    expect(details.open).toBe(true);
    expect(screen.getByRole('listitem')).toHaveTextContent('2025-03-28');
  });

  it('starts open when asked', () => {
    render(
      <DisclosureList>
        <DisclosureItem title="최신 공고" defaultOpen>
          본문
        </DisclosureItem>
      </DisclosureList>,
    );
    expect((screen.getByText('본문').closest('details') as HTMLDetailsElement).open).toBe(true);
  });
});
