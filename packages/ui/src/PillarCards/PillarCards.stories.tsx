import type { Meta, StoryObj } from '@storybook/react-vite';
import { PillarCards } from './PillarCards';

const meta = {
  title: 'Sections/PillarCards',
  component: PillarCards,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'The pillars of a strategy as dark cards with a large initial and a link each.',
      },
    },
  },
  args: {
    pillars: [
      {
        id: 'e',
        letter: 'E',
        title: '환경',
        description: '탄소 배출을 줄이고 자원을 아낍니다.',
        link: { href: '/sustainability/Environment', label: '환경' },
      },
      {
        id: 's',
        letter: 'S',
        title: '사회',
        description: '사람과 지역을 존중합니다.',
        link: { href: '/sustainability/Social', label: '사회' },
      },
      {
        id: 'g',
        letter: 'G',
        title: '지배구조',
        description: '투명하게 경영합니다.',
        link: { href: '/sustainability/Governance', label: '지배구조' },
      },
    ],
  },
} satisfies Meta<typeof PillarCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    pillars: [
      {
        id: 'e',
        letter: 'E',
        title: 'Environment',
        description: 'Lower emissions, fewer resources.',
        link: { href: '/en/sustainability/Environment', label: 'Environment' },
      },
      {
        id: 's',
        letter: 'S',
        title: 'Social',
        description: 'Respect for people and places.',
        link: { href: '/en/sustainability/Social', label: 'Social' },
      },
      { id: 'g', letter: 'G', title: 'Governance', description: 'Transparent management.' },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
