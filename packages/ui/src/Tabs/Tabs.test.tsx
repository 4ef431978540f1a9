import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from './Tabs';

const items: TabItem[] = [
  { value: 'materials', label: '소재사업부', content: '필터 여재 개발' },
  { value: 'consumer', label: '소비재사업부', content: '공기청정기 기획' },
  { value: 'enc', label: 'E&C사업부', content: '클린룸 시공 관리' },
];

describe('Tabs', () => {
  it('is a named tab list whose first tab is selected by default', () => {
    render(<Tabs items={items} label="채용 부문" />);
    expect(screen.getByRole('tablist', { name: '채용 부문' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '소재사업부' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '소재사업부' })).toHaveTextContent('필터 여재 개발');
  });

  it('shows the panel of the clicked tab', async () => {
    render(<Tabs items={items} label="채용 부문" />);
    await userEvent.click(screen.getByRole('tab', { name: 'E&C사업부' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('클린룸 시공 관리');
  });

  it('moves between tabs with the arrow keys and reports the choice', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Jobs" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: '소재사업부' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '소비재사업부' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '소비재사업부' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('consumer');
  });

  it('starts on the tab it is given', () => {
    render(<Tabs items={items} label="채용 부문" defaultValue="enc" />);
    expect(screen.getByRole('tab', { name: 'E&C사업부' })).toHaveAttribute('aria-selected', 'true');
  });

  it('renders on the server', () => {
    expect(renderToString(<Tabs items={items} label="채용 부문" />)).toContain('필터 여재 개발');
  });
});
