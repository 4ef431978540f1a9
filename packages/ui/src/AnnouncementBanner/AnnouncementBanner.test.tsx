import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnouncementBanner } from './AnnouncementBanner';

describe('AnnouncementBanner', () => {
  it('is a named region whose one link names the latest entry', () => {
    render(
      <AnnouncementBanner
        href="/ir/Shareholders"
        label="주주총회 안내"
        titles={['정기 주주총회']}
        more="자세히"
      />,
    );
    expect(screen.getByRole('region', { name: '주주총회 안내' })).toBeInTheDocument();
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/ir/Shareholders');
    expect(link).toHaveTextContent('정기 주주총회');
  });

  it('still links when there is nothing to name', () => {
    render(<AnnouncementBanner href="/ir/Shareholders" label="주주총회 안내" titles={[]} more="자세히" />);
    expect(screen.getByRole('link')).toHaveTextContent('주주총회 안내');
  });
});
