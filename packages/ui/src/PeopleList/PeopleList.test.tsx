import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PeopleList } from './PeopleList';

const people = [
  { id: 'ceo', name: '한승우', role: '대표이사', bio: '회사를 이끕니다.', portrait: '/ceo.svg' },
  { id: 'cto', name: '이도윤', role: '기술총괄', bio: '연구를 이끕니다.' },
];

describe('PeopleList', () => {
  it('lists each person with name as heading, role and bio', () => {
    render(<PeopleList people={people} aria-label="경영진" />);
    const items = within(screen.getByRole('list', { name: '경영진' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3, name: '한승우' })).toBeVisible();
    expect(items[0]).toHaveTextContent('대표이사');
    expect(items[0]).toHaveTextContent('회사를 이끕니다.');
  });

  it('puts the portrait before the name, and a monogram when there is none', () => {
    const { container } = render(<PeopleList people={people} />);
    const [first, second] = [...container.querySelectorAll('li')];
    const firstPortrait = first?.querySelector('[data-portrait]');
    expect(firstPortrait).toHaveAttribute('data-portrait', 'image');
    expect(firstPortrait?.nextElementSibling).toHaveTextContent('한승우');
    expect(second?.querySelector('[data-portrait="monogram"]')).toHaveTextContent('이');
  });
});
