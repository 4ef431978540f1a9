import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Timeline, TimelineHeadline, type TimelineYear } from './Timeline';

const years: TimelineYear[] = [
  { year: 2025, events: [{ id: 'a', date: '03', text: '울산 공장 증설' }] },
  {
    year: 2024,
    events: [
      { id: 'b', date: '11', text: 'ISO 14001 인증' },
      { id: 'c', text: '기업부설연구소 설립' },
    ],
  },
];

describe('Timeline', () => {
  it('is a named list of years in the given order, each a heading', () => {
    render(<Timeline years={years} label="연혁" />);
    const list = screen.getByRole('list', { name: '연혁' });
    const headings = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['2025', '2024']);
  });

  it('lists each year’s events with their dates', () => {
    render(<Timeline years={years} label="History" headingLevel={2} />);
    const year2024 = screen.getByRole('heading', { level: 2, name: '2024' }).closest('li') as HTMLElement;
    const events = within(year2024)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(events).toEqual(['11ISO 14001 인증', '기업부설연구소 설립']);
  });

  it('shows a year’s headline as strong text among its events', () => {
    render(
      <Timeline
        label="연혁"
        years={[{ year: 2025, events: [{ id: 'h', text: <TimelineHeadline>공장 증설</TimelineHeadline> }] }]}
      />,
    );
    expect(screen.getByText('공장 증설').tagName).toBe('STRONG');
  });

  it('renders on the server', () => {
    expect(renderToString(<Timeline years={years} label="연혁" />)).toContain('울산 공장 증설');
  });
});
