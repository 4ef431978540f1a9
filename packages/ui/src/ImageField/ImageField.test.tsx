import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptsFile } from '../internal/acceptsFile';
import { ImageField, type ImageFieldProps } from './ImageField';

const labels = {
  label: '썸네일',
  currentLabel: '현재 썸네일',
  newLabel: '새 썸네일 미리보기',
  help: 'PNG, JPG, GIF (최대 10MB)',
  typeErrorMessage: '이미지 파일만 올릴 수 있습니다.',
  sizeErrorMessage: '10MB 이하의 파일만 올릴 수 있습니다.',
};

function renderField(props: Partial<ImageFieldProps> = {}) {
  const onChange = vi.fn();
  const onReject = vi.fn();
  render(<ImageField {...labels} onChange={onChange} onReject={onReject} {...props} />);
  return { onChange, onReject, input: screen.getByLabelText('썸네일') as HTMLInputElement };
}

function fileOf(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

// jsdom has no object URLs; stub them for these tests only.
beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ImageField', () => {
  it('shows the saved image under the caller’s label, with help text', () => {
    const { input } = renderField({ currentSrc: '/old.png' });
    expect(screen.getByRole('figure', { name: '현재 썸네일' })).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('PNG, JPG, GIF (최대 10MB)');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
  });

  it('passes an accepted file on and previews it under the new label', async () => {
    const { onChange, input } = renderField({ currentSrc: '/old.png' });
    const file = fileOf('new.png', 'image/png', 1024);
    await userEvent.upload(input, file);
    expect(onChange).toHaveBeenCalledWith(file);
    const preview = screen.getByRole('figure', { name: '새 썸네일 미리보기' });
    expect(preview.querySelector('img')).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByRole('figure', { name: '현재 썸네일' })).toBeNull();
  });

  it('refuses a file of another type before upload', async () => {
    const { onChange, onReject, input } = renderField();
    const user = userEvent.setup({ applyAccept: false });
    const file = fileOf('notes.pdf', 'application/pdf', 1024);
    await user.upload(input, file);
    expect(onChange).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith('type', file);
    expect(screen.getByRole('alert')).toHaveTextContent('이미지 파일만 올릴 수 있습니다.');
    expect(input).toBeInvalid();
  });

  it('refuses a file over 10 MB and accepts one of exactly 10 MB', async () => {
    const { onChange, onReject, input } = renderField();
    const tooBig = fileOf('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1);
    await userEvent.upload(input, tooBig);
    expect(onReject).toHaveBeenCalledWith('size', tooBig);
    expect(screen.getByRole('alert')).toHaveTextContent('10MB 이하의 파일만 올릴 수 있습니다.');
    const justRight = fileOf('ok.jpg', 'image/jpeg', 10 * 1024 * 1024);
    await userEvent.upload(input, justRight);
    expect(onChange).toHaveBeenCalledWith(justRight);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error from outside, such as a failed upload', () => {
    renderField({ error: '업로드에 실패했습니다.' });
    expect(screen.getByRole('alert')).toHaveTextContent('업로드에 실패했습니다.');
  });

  it('renders on the server', () => {
    expect(renderToString(<ImageField {...labels} currentSrc="/old.png" onChange={() => {}} />)).toContain(
      '현재 썸네일',
    );
  });
});

describe('acceptsFile', () => {
  it('matches MIME types, wildcards and extensions', () => {
    expect(acceptsFile({ name: 'a.webp', type: 'image/webp' }, 'image/png,image/webp')).toBe(true);
    expect(acceptsFile({ name: 'a.svg', type: 'image/svg+xml' }, 'image/png,image/webp')).toBe(false);
    expect(acceptsFile({ name: 'a.svg', type: 'image/svg+xml' }, 'image/*')).toBe(true);
    expect(acceptsFile({ name: 'A.PNG', type: '' }, '.png')).toBe(true);
    expect(acceptsFile({ name: 'a.txt', type: 'text/plain' }, '')).toBe(true);
  });
});
