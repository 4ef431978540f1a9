import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaSplit } from './MediaSplit';

describe('MediaSplit', () => {
  it('puts the picture before the text', () => {
    render(
      <MediaSplit media={<img src="/a.svg" alt="구조도" />}>
        <p>설명</p>
      </MediaSplit>,
    );
    const image = screen.getByRole('img', { name: '구조도' });
    expect(
      image.compareDocumentPosition(screen.getByText('설명')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
