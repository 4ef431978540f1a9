import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { storyThumbnails } from '../NewsCard/storyThumbnails';
import { ImageField } from './ImageField';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>;

const meta = {
  title: 'Forms/ImageField',
  component: ImageField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Image picker with the saved image (captioned `currentLabel`, e.g. 현재 썸네일) and, once a file is chosen, its preview (captioned `newLabel`, e.g. 새 썸네일 미리보기). A picked file is checked against `accept` (default PNG, JPEG, GIF, WebP) and `maxBytes` (default 10 MB) before `onChange` sees it; a refusal shows `typeErrorMessage` or `sizeErrorMessage` and calls `onReject`.',
      },
    },
  },
  args: {
    label: '썸네일',
    currentLabel: '현재 썸네일',
    newLabel: '새 썸네일 미리보기',
    help: 'PNG, JPG 또는 GIF 파일 (최대 10MB)',
    typeErrorMessage: '이미지 파일(PNG, JPG, GIF, WebP)만 올릴 수 있습니다.',
    sizeErrorMessage: '10MB 이하의 파일만 올릴 수 있습니다.',
    onChange: () => {},
    currentSrc: storyThumbnails.cleanroom,
  },
  decorators: [narrow],
} satisfies Meta<typeof ImageField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCurrentImage: Story = {};
export const Empty: Story = { args: { currentSrc: null } };
export const WithError: Story = { args: { error: '이미지 업로드에 실패했습니다. 다시 시도해 주세요.' } };
export const English: Story = {
  args: {
    label: 'Thumbnail',
    currentLabel: 'Current thumbnail',
    newLabel: 'New thumbnail preview',
    help: 'PNG, JPG or GIF, max 10MB',
    typeErrorMessage: 'Only image files can be uploaded.',
    sizeErrorMessage: 'Files must be 10MB or smaller.',
  },
};
