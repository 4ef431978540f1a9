import type { Meta, StoryObj } from '@storybook/react-vite';
import { AreaCards } from './AreaCards';

const meta = {
  title: 'Sections/AreaCards',
  component: AreaCards,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: { component: 'Areas of business as numbered cards, each with links to its pages.' },
    },
  },
  args: {
    areas: [
      {
        id: 'enc',
        title: 'E&C',
        description: '반도체와 2차전지 공장의 클린룸을 설계하고 시공합니다.',
        linksLabel: '프로젝트',
        links: [
          { href: '/business/project/Semiconductor', label: '반도체' },
          { href: '/business/project/Battery', label: '2차전지' },
        ],
      },
      {
        id: 'materials',
        title: '소재',
        description: '나노 섬유 필터 여재를 생산합니다.',
        linksLabel: '소재',
        links: [{ href: '/business/materials/DurafiltexC', label: 'Durafiltex C' }],
      },
      {
        id: 'consumer',
        title: '소비자',
        description: '생활 공간의 공기를 위한 브랜드를 만듭니다.',
        linksLabel: '브랜드',
        links: [
          { href: '/business/brands/Aerea', label: 'Aerea' },
          { href: '/business/brands/Slown', label: 'Slown' },
        ],
      },
    ],
  },
} satisfies Meta<typeof AreaCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    areas: [
      {
        id: 'enc',
        title: 'E&C',
        description: 'Designs and builds cleanrooms for semiconductor and battery plants.',
        linksLabel: 'Projects',
        links: [{ href: '/en/business/project/Semiconductor', label: 'Semiconductor' }],
      },
      {
        id: 'materials',
        title: 'Materials',
        description: 'Makes nanofibre filter media.',
        linksLabel: 'Materials',
        links: [{ href: '/en/business/materials/DurafiltexC', label: 'Durafiltex C' }],
      },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
