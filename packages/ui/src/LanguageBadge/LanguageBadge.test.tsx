import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageBadge } from './LanguageBadge';

describe('LanguageBadge', () => {
  it('shows its note', () => {
    render(<LanguageBadge>Korean only</LanguageBadge>);
    expect(screen.getByText('Korean only')).toBeVisible();
  });

  it('reads its accessible label in place of a terse mark', () => {
    const { container } = render(
      <LanguageBadge tone="absent" accessibleLabel="English version: none">
        EN
      </LanguageBadge>,
    );
    expect(screen.getByText('EN')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('English version: none')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'absent');
  });

  it('renders on the server', () => {
    expect(renderToString(<LanguageBadge tone="present">KO</LanguageBadge>)).toContain('KO');
  });
});
