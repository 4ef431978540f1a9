import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './EmailAddress';

describe('EmailAddress', () => {
  it('reads as the plain address', () => {
    render(
      <a href="mailto:sales@cleanairtech.co.kr">
        <EmailAddress address="sales@cleanairtech.co.kr" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'sales@cleanairtech.co.kr' })).toBeVisible();
  });

  it('may break only right after the @: a <wbr> there, each side kept whole', () => {
    const { container } = render(<EmailAddress address="purchase@cleanairtech.co.kr" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.textContent).toBe('purchase@cleanairtech.co.kr');
    expect(root.querySelectorAll('wbr')).toHaveLength(1);
    const parts = [...root.children].filter((child) => child.tagName === 'SPAN');
    expect(parts.map((part) => part.textContent)).toEqual(['purchase@', 'cleanairtech.co.kr']);
    expect(root.querySelector('wbr')?.previousElementSibling?.textContent).toBe('purchase@');
  });

  it('leaves a text without an @ as it is', () => {
    const { container } = render(<EmailAddress address="no address" />);
    expect(container.querySelector('wbr')).toBeNull();
    expect(container.textContent).toBe('no address');
  });

  it('renders on the server', () => {
    expect(renderToString(<EmailAddress address="ir@cleanairtech.co.kr" />)).toMatch(/>ir@<\/span><wbr\/>/);
  });
});
