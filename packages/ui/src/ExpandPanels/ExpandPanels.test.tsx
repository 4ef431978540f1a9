import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { LinkRenderer } from '../Link';
import { type ExpandPanelItem, ExpandPanels } from './ExpandPanels';

const items: ExpandPanelItem[] = ['Aerea', 'Slown', 'Necove'].map((name) => ({
  id: name.toLowerCase(),
  title: name,
  description: `${name} description`,
  image: { src: `/${name}.png`, alt: `${name} product` },
  href: `/business/brands/${name}`,
  linkLabel: `${name} 자세히 보기`,
}));

const trigger = (name: string) => screen.getByRole('button', { name });

describe('ExpandPanels', () => {
  it('opens the first panel by default and only it', () => {
    render(<ExpandPanels items={items} />);
    expect(trigger('Aerea')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Slown')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Necove')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Aerea description')).toBeVisible();
    expect(screen.queryByText('Slown description')).not.toBeInTheDocument();
  });

  it('keeps exactly one panel open: opening another closes the first, clicking the open one keeps it', async () => {
    const onValueChange = vi.fn();
    render(<ExpandPanels items={items} onValueChange={onValueChange} />);
    await userEvent.click(trigger('Slown'));
    expect(trigger('Slown')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Aerea')).toHaveAttribute('aria-expanded', 'false');
    expect(onValueChange).toHaveBeenLastCalledWith('slown');
    await userEvent.click(trigger('Slown'));
    expect(trigger('Slown')).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(1);
  });

  it('links onward from the open panel through the given link renderer', async () => {
    const renderLink: LinkRenderer = ({ href, children, className }) => (
      <a href={`/ko${href}`} className={className} data-router="">
        {children}
      </a>
    );
    render(<ExpandPanels items={items} renderLink={renderLink} />);
    await userEvent.click(trigger('Necove'));
    const link = screen.getByRole('link', { name: /Necove 자세히 보기/ });
    expect(link).toHaveAttribute('href', '/ko/business/brands/Necove');
    expect(link).toHaveAttribute('data-router');
  });

  it('moves between titles with the keyboard and gives images their text', async () => {
    render(<ExpandPanels items={items} />);
    expect(screen.getByRole('img', { name: 'Slown product' })).toBeInTheDocument();
    trigger('Aerea').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger('Slown')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(trigger('Slown')).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows a controlled value and uses the requested heading level', () => {
    render(<ExpandPanels items={items} value="necove" headingLevel={2} />);
    expect(trigger('Necove')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('renders on the server with the first panel open', () => {
    const html = renderToString(<ExpandPanels items={items} />);
    expect(html).toContain('Aerea description');
    expect(html).not.toContain('Slown description');
  });
});
