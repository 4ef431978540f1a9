import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CertificateList } from './CertificateList';

describe('CertificateList', () => {
  it('lists each certificate by name with what it attests, the seal hidden', () => {
    render(
      <CertificateList
        aria-label="인증"
        seal="ISO"
        certificates={[
          { id: '9001', name: 'ISO 9001', description: '품질' },
          { id: '14001', name: 'ISO 14001', description: '환경' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: '인증' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByRole('heading', { name: 'ISO 14001' })).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('ISO')).toHaveAttribute('aria-hidden', 'true');
  });
});
