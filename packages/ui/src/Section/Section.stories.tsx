import type { Meta, StoryObj } from '@storybook/react-vite';
import { BulletList } from '../BulletList';
import { Section } from './Section';

const meta = {
  title: 'Sections/Section',
  component: Section,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A titled region of a content page: a thin rule, an h2 (with an optional eyebrow) and a lead beside it on wide screens, then its body. `bare` drops the rule for the first section under the hero.',
      },
    },
  },
  args: {
    eyebrow: '사업 영역',
    title: '클린룸 설계와 시공',
    lead: '반도체, 디스플레이, 2차전지, 바이오 공정에 맞춘 청정 환경을 설계부터 유지관리까지 맡습니다.',
    children: <BulletList items={['ISO 1~8 등급 청정도', '공조와 배기 설계', '시공 후 성능 검증']} />,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    eyebrow: 'Business',
    title: 'Cleanroom design and construction',
    lead: 'Clean environments for semiconductor, display, battery and bio processes, from design to maintenance.',
    children: (
      <BulletList items={['ISO class 1 to 8', 'Air handling and exhaust', 'Performance validation']} />
    ),
  },
};
export const Bare: Story = { args: { bare: true, eyebrow: undefined, lead: undefined } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
