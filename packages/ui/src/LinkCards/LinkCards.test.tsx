import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkCards, TableLink } from './LinkCards';

describe('LinkCards', () => {
  it('opens other sites in a new tab, downloads files, and routes pages through the renderer', () => {
    render(
      <LinkCards
        renderLink={({ children, ...link }) => (
          <a {...link} data-router="yes">
            {children}
          </a>
        )}
        links={[
          { href: 'https://dart.fss.or.kr/', label: 'DART', meta: '새 창', kind: 'external' },
          { href: '/ir/Announcement', label: '전자공고' },
          { href: '/f.pdf', label: '자료', kind: 'download', ariaLabel: '자료 내려받기' },
        ]}
      />,
    );
    const external = screen.getByRole('link', { name: /DART/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).not.toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: '전자공고' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: '자료 내려받기' })).toHaveAttribute('download');
  });
});

describe('TableLink', () => {
  it('links a table cell, or downloads a file with a fuller name', () => {
    render(
      <>
        <TableLink href="/ir/Announcement/3">정기 주주총회</TableLink>
        <TableLink href="/f.pdf" download aria-label="자료 내려받기">
          내려받기
        </TableLink>
      </>,
    );
    expect(screen.getByRole('link', { name: '정기 주주총회' })).toHaveAttribute('href', '/ir/Announcement/3');
    expect(screen.getByRole('link', { name: '자료 내려받기' })).toHaveAttribute('download');
  });
});
