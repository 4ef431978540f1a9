import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureGrid } from '../FeatureGrid';
import { JobPanel } from './JobPanel';

const meta = {
  title: 'Data display/JobPanel',
  component: JobPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One organisation of the jobs page, as a tab’s content: its name and description, then its roles.',
      },
    },
  },
  args: {
    eyebrow: 'E&C Division',
    eyebrowLang: 'en',
    title: 'E&C사업부',
    description: '반도체와 2차전지 공장의 클린룸을 설계하고 시공합니다.',
    itemsTitle: '주요 업무',
    children: (
      <FeatureGrid
        columns={2}
        numbered
        headingLevel={4}
        items={[
          { id: 'design', title: '공조 설계', description: '청정도 등급에 맞춘 공조 시스템 설계' },
          { id: 'site', title: '현장 관리', description: '시공 일정과 품질, 안전 관리' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof JobPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    eyebrow: undefined,
    title: 'E&C Division',
    description: 'Designs and builds cleanrooms for semiconductor and battery plants.',
    itemsTitle: 'What you will do',
    children: (
      <FeatureGrid
        columns={2}
        numbered
        headingLevel={4}
        items={[
          { id: 'design', title: 'HVAC design', description: 'Air systems designed for the ISO class' },
          { id: 'site', title: 'Site management', description: 'Schedule, quality and safety on site' },
        ]}
      />
    ),
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
