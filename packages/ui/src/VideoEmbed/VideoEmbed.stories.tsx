import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoEmbed } from './VideoEmbed';

const meta = {
  title: 'Media/VideoEmbed',
  component: VideoEmbed,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'YouTube player on the privacy-enhanced host (`youtube-nocookie.com`): width 100 %, height 500, no autoplay, `loading="lazy"`. The `title` names the frame for assistive technology.',
      },
    },
  },
  args: { videoId: 'aqz-KE-bpKQ', title: '클린룸 시공 과정 소개 영상' },
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = { args: { title: 'How we build a semiconductor cleanroom' } };
