import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from '../Logo';
import { LogoPlate, LogoPlates } from './LogoPlate';

describe('LogoPlate', () => {
  it('shows each logo as a captioned figure with its alt text', () => {
    render(
      <LogoPlates>
        <LogoPlate src="/logo.svg" alt="회사 로고" width={330} height={64} caption="밝은 배경" />
        <LogoPlate
          tone="dark"
          src="/logo.svg"
          alt="흰색 로고"
          width={330}
          height={64}
          caption="어두운 배경"
        />
      </LogoPlates>,
    );
    const [light, dark] = screen.getAllByRole('figure');
    expect(light).toHaveTextContent('밝은 배경');
    expect(light).toContainElement(screen.getByRole('img', { name: '회사 로고' }));
    expect(dark).toHaveTextContent('어두운 배경');
    expect(dark).toContainElement(screen.getByRole('img', { name: '흰색 로고' }));
  });

  it('shows a logo element, with its clear space marked when asked', () => {
    const { container } = render(
      <LogoPlate
        clearSpace
        logo={<Logo label="클린에어텍" logotype={{ strong: '클린에어', light: '텍' }} />}
        caption="여백"
      />,
    );
    expect(screen.getByRole('figure')).toContainElement(screen.getByRole('img', { name: '클린에어텍' }));
    expect(container.querySelector('[data-clear-space]')).toContainElement(screen.getByRole('img'));
  });
});
