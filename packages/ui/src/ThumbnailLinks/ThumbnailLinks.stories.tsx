import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyThumbnails } from '../NewsCard/storyThumbnails';
import { ThumbnailLinks } from './ThumbnailLinks';

const meta = {
  title: 'Sections/ThumbnailLinks',
  component: ThumbnailLinks,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'Links to sibling pages, each with a decorative thumbnail.' } },
  },
  args: {
    label: '다른 브랜드',
    items: [
      { href: '/business/brands/Slown', label: 'Slown', image: storyThumbnails.filter },
      { href: '/business/brands/Necove', label: 'Necove', image: storyThumbnails.dryroom },
    ],
  },
} satisfies Meta<typeof ThumbnailLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    label: 'Other projects',
    items: [
      { href: '/en/business/project/Battery', label: 'Battery dry rooms', image: storyThumbnails.dryroom },
      { href: '/en/business/project/Bio', label: 'GMP rooms', image: storyThumbnails.cleanroom },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
