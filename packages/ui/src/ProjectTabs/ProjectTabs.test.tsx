import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLayoutApis } from '../test/layoutStubs';
import { clampIndex } from './clampIndex';
import { type ProjectTabItem, ProjectTabs } from './ProjectTabs';

const items: ProjectTabItem[] = [
  ['semi', '반도체 클린룸', '/business/project/SemiCleanroom'],
  ['battery', '배터리 드라이룸', '/business/project/BatteryDryroom'],
  ['gmp', 'GMP 룸', '/business/project/GmpRoom'],
].map(([id = '', label = '', href = '']) => ({
  id,
  tabLabel: label,
  title: `${label} 프로젝트`,
  image: { src: `/${id}.png`, alt: `${label} 현장` },
  href,
  linkLabel: `${label} 보기`,
}));
const labels = { tabList: '프로젝트', previous: '이전', next: '다음' };

const tab = (name: string) => screen.getByRole('tab', { name });
const previous = () => screen.getByRole('button', { name: '이전' });
const next = () => screen.getByRole('button', { name: '다음' });

describe('ProjectTabs', () => {
  beforeEach(() => {
    stubLayoutApis();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts on the first tab with previous disabled and next enabled', () => {
    render(<ProjectTabs items={items} labels={labels} />);
    expect(screen.getByRole('tablist', { name: '프로젝트' })).toBeInTheDocument();
    expect(tab('반도체 클린룸')).toHaveAttribute('aria-selected', 'true');
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
  });

  it('walks to the last slide with next, where next is disabled, and back with previous', async () => {
    const onIndexChange = vi.fn();
    render(<ProjectTabs items={items} labels={labels} onIndexChange={onIndexChange} />);
    await userEvent.click(next());
    expect(tab('배터리 드라이룸')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(next());
    expect(tab('GMP 룸')).toHaveAttribute('aria-selected', 'true');
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
    expect(onIndexChange.mock.calls).toEqual([[1], [2]]);
    await userEvent.click(previous());
    expect(tab('배터리 드라이룸')).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a slide from its tab and links onward from the visible slide only', async () => {
    render(<ProjectTabs items={items} labels={labels} />);
    await userEvent.click(tab('GMP 룸'));
    expect(screen.getByRole('link', { name: /GMP 룸 보기/ })).toHaveAttribute(
      'href',
      '/business/project/GmpRoom',
    );
    expect(screen.queryByRole('link', { name: /반도체 클린룸 보기/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('GMP 룸');
    expect(next()).toBeDisabled();
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<ProjectTabs items={items} labels={labels} />);
    tab('반도체 클린룸').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('배터리 드라이룸')).toHaveFocus();
    expect(tab('배터리 드라이룸')).toHaveAttribute('aria-selected', 'true');
  });

  it('clamps a controlled index that is out of range', () => {
    const { rerender } = render(<ProjectTabs items={items} labels={labels} index={7} />);
    expect(tab('GMP 룸')).toHaveAttribute('aria-selected', 'true');
    expect(next()).toBeDisabled();
    rerender(<ProjectTabs items={items} labels={labels} index={-3} />);
    expect(tab('반도체 클린룸')).toHaveAttribute('aria-selected', 'true');
    expect(previous()).toBeDisabled();
  });

  it('renders on the server', () => {
    const html = renderToString(<ProjectTabs items={items} labels={labels} defaultIndex={1} />);
    expect(html).toContain('배터리 드라이룸 프로젝트');
  });
});

describe('clampIndex', () => {
  it('keeps indexes inside 0..count-1', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(3, 3)).toBe(2);
    expect(clampIndex(1.7, 3)).toBe(1);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
    expect(clampIndex(2, 0)).toBe(0);
  });
});
