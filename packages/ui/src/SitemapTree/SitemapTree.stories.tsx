import type { Meta, StoryObj } from '@storybook/react-vite';
import { type SitemapNode, SitemapTree } from './SitemapTree';

const leaf = (id: string, label: string): SitemapNode => ({ id, label, href: id, children: [] });

const meta = {
  title: 'Navigation/SitemapTree',
  component: SitemapTree,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'Every section of a site as a column of nested links.' } },
  },
  args: {
    sections: [
      {
        id: '/company',
        label: '회사소개',
        href: '/company',
        children: [
          {
            ...leaf('/company/intro', '회사개요'),
            children: [leaf('/company/intro/Vision', '비전'), leaf('/company/intro/History', '연혁')],
          },
          leaf('/company/Location', '찾아오시는 길'),
        ],
      },
      {
        id: '/business',
        label: '사업영역',
        href: '/business',
        children: [leaf('/business/Business', '사업 개요')],
      },
      { id: '/careers', label: '인재채용', href: '/careers', children: [leaf('/careers/Jobs', '직무 소개')] },
    ],
  },
} satisfies Meta<typeof SitemapTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    sections: [
      {
        id: '/company',
        label: 'Company',
        href: '/en/company',
        children: [
          {
            ...leaf('/en/company/intro', 'Overview'),
            children: [leaf('/en/company/intro/Vision', 'Vision')],
          },
          leaf('/en/company/Location', 'Location'),
        ],
      },
      {
        id: '/business',
        label: 'Business',
        href: '/en/business',
        children: [leaf('/en/business/Business', 'Overview')],
      },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
