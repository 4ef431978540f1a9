import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyThumbnails } from '../NewsCard/storyThumbnails';
import { VideoEmbed } from './VideoEmbed';

const meta = {
  title: 'Media/VideoEmbed',
  component: VideoEmbed,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'YouTube player on the privacy-enhanced host (`youtube-nocookie.com`): width 100 % and 16:9 at every width, no autoplay, `loading="lazy"`. The `title` names the frame for assistive technology. Given `probeImage` (a still from YouTube), `poster` and `watchLabel`, a player whose hosts cannot be reached is replaced by the poster with a link to watch on YouTube.',
      },
    },
  },
  args: { videoId: 'aqz-KE-bpKQ', title: '클린룸 시공 과정 소개 영상' },
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  tags: ['no-screenshot'],
  args: { title: 'How we build a semiconductor cleanroom' },
};
/** YouTube cannot be reached: the site's own poster and a link to watch the video on YouTube. */
export const Unreachable: Story = {
  args: {
    probeImage: 'data:image/png;base64,AAAA',
    poster: storyThumbnails.cleanroom,
    watchLabel: 'YouTube에서 보기',
  },
};
export const UnreachableEnglish: Story = {
  args: {
    title: 'How we build a semiconductor cleanroom',
    probeImage: 'data:image/png;base64,AAAA',
    poster: storyThumbnails.filter,
    watchLabel: 'Watch on YouTube',
  },
};
