import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { storyThumbnails } from '../NewsCard/storyThumbnails';
import { DropZone, type DropZoneProps } from './DropZone';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>;

/** The zone with a preview of the file taken, as the editors use it. */
function WithPreview(props: DropZoneProps) {
  const [file, setFile] = useState<File | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <DropZone {...props} previewUrl={objectUrl ?? props.previewUrl} onFile={setFile} />;
}

/** Sends a drag or a drop carrying a file to the zone, as a browser does. */
function dragOnto(canvas: HTMLElement, type: 'dragenter' | 'drop', file: File) {
  const zone = canvas.querySelector('label');
  if (!zone) throw new Error('no drop zone');
  const data = new DataTransfer();
  data.items.add(file);
  zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
}

const pdf = () => new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });
const png = () => new File([new Uint8Array(8)], 'cleanroom.png', { type: 'image/png' });

const korean = {
  label: '썸네일 이미지',
  hint: '이미지를 끌어 놓거나 붙여 넣거나, 눌러서 선택하세요. PNG, JPEG, GIF, WebP · 최대 10MB',
  messages: {
    wrongType: 'PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.',
    tooLarge: '10MB 이하의 이미지만 올릴 수 있습니다.',
  },
};

const english = {
  label: 'Thumbnail image',
  hint: 'Drop, paste or click to choose an image. PNG, JPEG, GIF, WebP · up to 10 MB',
  messages: {
    wrongType: 'Only PNG, JPEG, GIF or WebP images.',
    tooLarge: 'Images must be 10 MB or smaller.',
  },
};

const meta = {
  title: 'Forms/DropZone',
  component: DropZone,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An image drop zone around a real file input: drop a file on it, paste one (while it has the focus or the pointer, never a paste meant for another field), or click it or press Enter or Space to choose. The type (`accept`, MIME types) and the size (`maxBytes`) are checked before `onFile`; a refusal shows `messages.wrongType` or `messages.tooLarge` in an alert and calls `onReject`. Show the taken file with `previewUrl`; `busy` (an upload under way) takes no new file but keeps the focus.',
      },
    },
  },
  args: {
    ...korean,
    accept: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    maxBytes: 10 * 1024 * 1024,
    onFile: () => {},
  },
  decorators: [narrow],
  render: (args) => <WithPreview {...args} />,
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithImage: Story = {
  args: { previewUrl: storyThumbnails.cleanroom, previewAlt: '현재 썸네일' },
};
export const DraggingOver: Story = {
  play: async ({ canvasElement }) => dragOnto(canvasElement, 'dragenter', png()),
};
export const WrongType: Story = {
  play: async ({ canvasElement }) => dragOnto(canvasElement, 'drop', pdf()),
};
export const TooLarge: Story = {
  args: { maxBytes: 4 },
  play: async ({ canvasElement }) => dragOnto(canvasElement, 'drop', png()),
};
export const Uploading: Story = {
  args: { previewUrl: storyThumbnails.filter, previewAlt: '새 썸네일 미리보기', busy: true },
};
export const Disabled: Story = { args: { disabled: true } };
/** Needed to publish, and missing after a publish attempt: the mark says so, the error under it too. */
export const RequiredMissing: Story = {
  args: { required: true, error: '게시하려면 썸네일 이미지가 필요합니다.' },
};
export const English: Story = {
  args: { ...english, previewUrl: storyThumbnails.dryroom, previewAlt: 'Thumbnail' },
};
export const EnglishWrongType: Story = {
  args: english,
  play: async ({ canvasElement }) => dragOnto(canvasElement, 'drop', pdf()),
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const MobileWithImage: Story = {
  args: WithImage.args,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const MobileWrongType: Story = {
  ...WrongType,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
/** Reached with the keyboard: the zone shows the focus of its file input; Enter or Space opens the chooser. */
export const Focused: Story = {
  play: async ({ canvasElement }) => canvasElement.querySelector('input')?.focus(),
};
