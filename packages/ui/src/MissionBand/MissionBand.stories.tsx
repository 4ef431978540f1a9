import type { Meta, StoryObj } from '@storybook/react-vite';
import { MissionBand } from './MissionBand';

const meta = {
  title: 'Sections/MissionBand',
  component: MissionBand,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'Guiding statements (mission, vision) large and side by side on the brand gradient.',
      },
    },
  },
  args: {
    statements: [
      { id: 'mission', label: '미션', text: '깨끗한 공기로 첨단 산업의 품질을 지킵니다.' },
      { id: 'vision', label: '비전', text: '2030년, 아시아를 대표하는 청정 기술 기업' },
    ],
  },
} satisfies Meta<typeof MissionBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    statements: [
      { id: 'mission', label: 'Mission', text: 'Clean air that protects the quality of advanced industry.' },
      { id: 'vision', label: 'Vision', text: 'By 2030, Asia’s leading clean-technology company' },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
