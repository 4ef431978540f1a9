import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqList } from './FaqList';

const meta = {
  title: 'Data display/FaqList',
  component: FaqList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Questions that disclose their answers (a button with aria-expanded per question), or an empty message.',
      },
    },
  },
  args: {
    label: '자주 묻는 질문',
    questionMark: 'Q',
    answerMark: 'A',
    emptyMessage: '검색 결과가 없습니다.',
    entries: [
      {
        id: 'q1',
        category: '지원',
        question: '수시 채용도 하나요?',
        answer: '네, 결원이 생기면 수시로 채용합니다.',
      },
      {
        id: 'q2',
        category: '근무',
        question: '근무지는 어디인가요?',
        answer: '본사는 울산이며, 현장 근무가 있습니다.',
      },
    ],
  },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const Open: Story = { args: { defaultOpenIds: ['q1'] } };
export const English: Story = {
  args: {
    label: 'Frequently asked questions',
    emptyMessage: 'No results.',
    entries: [
      {
        id: 'q1',
        category: 'Applying',
        question: 'Do you hire all year round?',
        answer: 'Yes, whenever a role opens.',
      },
      {
        id: 'q2',
        category: 'Work',
        question: 'Where will I work?',
        answer: 'At the Ulsan head office and on site.',
      },
    ],
  },
};
export const Empty: Story = { args: { entries: [] } };
export const Mobile: Story = {
  ...Open,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
