import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DropZone, type DropZoneProps } from './DropZone';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const TEN_MB = 10 * 1024 * 1024;

function image(name = 'thumb.png', type = 'image/png', size = 2048): File {
  const file = new File(['image bytes'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderZone(props: Partial<DropZoneProps> = {}) {
  const onFile = vi.fn();
  const onReject = vi.fn();
  render(
    <>
      <input aria-label="제목" />
      <DropZone
        label="썸네일 이미지"
        hint="끌어 놓거나 붙여 넣거나 눌러서 선택 · PNG, JPEG, GIF, WebP · 최대 10MB"
        accept={IMAGE_TYPES}
        maxBytes={TEN_MB}
        onFile={onFile}
        onReject={onReject}
        messages={{
          wrongType: 'PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.',
          tooLarge: '10MB 이하의 이미지만 올릴 수 있습니다.',
        }}
        {...props}
      />
    </>,
  );
  const input = screen.getByLabelText('썸네일 이미지') as HTMLInputElement;
  // Drops and hovering land on what the user sees: the zone's label text.
  const zone = screen.getByText('썸네일 이미지');
  return { onFile, onReject, input, zone };
}

/** A paste event carrying files, as the browser makes it. */
function paste(target: Element | Document, files: File[]) {
  const event = createEvent.paste(target, { clipboardData: { files, items: [] } });
  fireEvent(target, event);
  return event;
}

describe('DropZone', () => {
  it('is a real file input named by its label, described by its hint, taking the accepted types', () => {
    const { input } = renderZone();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    expect(input).toHaveAccessibleDescription(
      '끌어 놓거나 붙여 넣거나 눌러서 선택 · PNG, JPEG, GIF, WebP · 최대 10MB',
    );
  });

  it('passes a chosen file on', async () => {
    const user = userEvent.setup();
    const { input, onFile } = renderZone();
    const file = image();
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a dropped file and shows the drag state while a file is over it', () => {
    const { zone, onFile } = renderZone();
    const label = zone.closest('label') as HTMLLabelElement;
    const file = image('photo.jpg', 'image/jpeg');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [file], types: ['Files'] } });
    expect(label).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [file], items: [] } });
    expect(label).not.toHaveAttribute('data-dragging');
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('does not light up for a drag that carries no file', () => {
    const { zone } = renderZone();
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['text/plain'] } });
    expect(zone.closest('label')).not.toHaveAttribute('data-dragging');
  });

  it('refuses a file of another type with the message in an alert, and does not pass it on', () => {
    const { zone, onFile, onReject, input } = renderZone();
    const pdf = image('report.pdf', 'application/pdf');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf], items: [] } });
    expect(screen.getByRole('alert')).toHaveTextContent('PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.');
    expect(onReject).toHaveBeenCalledWith('type', pdf);
    expect(onFile).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file over the size limit, and clears the message when a good file comes', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input, onFile, onReject } = renderZone();
    const large = image('large.png', 'image/png', TEN_MB + 1);
    await user.upload(input, large);
    expect(screen.getByRole('alert')).toHaveTextContent('10MB 이하의 이미지만 올릴 수 있습니다.');
    expect(onReject).toHaveBeenCalledWith('size', large);
    expect(onFile).not.toHaveBeenCalled();
    await user.upload(input, image('exact.png', 'image/png', TEN_MB));
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a pasted image while it has the focus', () => {
    const { input, onFile } = renderZone();
    input.focus();
    const file = image('clip.png');
    const event = paste(input, [file]);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(event.defaultPrevented).toBe(true);
  });

  it('takes a pasted image while the pointer is over it, but not a paste into another field', () => {
    const { zone, onFile } = renderZone();
    const file = image('clip.png');
    paste(document.body, [file]);
    expect(onFile).not.toHaveBeenCalled();
    fireEvent.mouseEnter(zone.closest('label') as HTMLLabelElement);
    paste(screen.getByLabelText('제목'), [file]);
    expect(onFile).not.toHaveBeenCalled();
    paste(document.body, [file]);
    expect(onFile).toHaveBeenCalledWith(file);
    fireEvent.mouseLeave(zone.closest('label') as HTMLLabelElement);
    paste(document.body, [image('other.png')]);
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('checks a pasted file as well', () => {
    const { input, onReject } = renderZone();
    paste(input, [image('notes.txt', 'text/plain')]);
    expect(onReject).toHaveBeenCalledWith('type', expect.any(File));
    expect(screen.getByRole('alert')).toHaveTextContent('PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.');
  });

  it("marks itself invalid with the caller's error, and needed: an asterisk and required", () => {
    render(
      <DropZone
        label="썸네일 이미지"
        hint="PNG, JPG, GIF 또는 WebP (최대 10MB)"
        accept={IMAGE_TYPES}
        maxBytes={TEN_MB}
        onFile={vi.fn()}
        messages={{ wrongType: 'x', tooLarge: 'y' }}
        error="게시하려면 썸네일 이미지가 필요합니다."
        required
      />,
    );
    const input = screen.getByLabelText('썸네일 이미지', { exact: false });
    expect(input).toHaveAccessibleName('썸네일 이미지');
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'PNG, JPG, GIF 또는 WebP (최대 10MB) 게시하려면 썸네일 이미지가 필요합니다.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('게시하려면 썸네일 이미지가 필요합니다.');
  });

  it('shows the preview image with its alt text', () => {
    renderZone({ previewUrl: 'blob:preview', previewAlt: '새 썸네일 미리보기' });
    expect(screen.getByRole('img', { name: '새 썸네일 미리보기' })).toHaveAttribute('src', 'blob:preview');
  });

  it('takes nothing while disabled', () => {
    const { zone, input, onFile } = renderZone({ disabled: true });
    expect(input).toBeDisabled();
    fireEvent.drop(zone, { dataTransfer: { files: [image()], items: [] } });
    paste(input, [image()]);
    expect(onFile).not.toHaveBeenCalled();
  });

  it('keeps its focus but takes nothing while busy', () => {
    const { zone, input, onFile } = renderZone({ busy: true });
    input.focus();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(zone.closest('label')).toHaveAttribute('aria-busy', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [image()], items: [] } });
    expect(onFile).not.toHaveBeenCalled();
    const click = createEvent.click(input);
    fireEvent(input, click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('renders on the server', () => {
    const html = renderToString(
      <DropZone
        label="썸네일"
        hint="PNG"
        accept={['image/png']}
        maxBytes={1}
        onFile={() => {}}
        messages={{ wrongType: 'type', tooLarge: 'size' }}
      />,
    );
    expect(html).toContain('type="file"');
  });
});
