import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../TextField';
import { type LanguageTab, LanguageTabs } from './LanguageTabs';

const items = (invalidEnglish = false): LanguageTab[] => [
  {
    value: 'ko',
    label: '한국어',
    lang: 'ko',
    hint: '필수',
    content: <TextField label="제목" name="title" defaultValue="울산공장 2호 라인 준공" />,
  },
  {
    value: 'en',
    label: 'English',
    lang: 'en',
    hint: '선택',
    invalid: invalidEnglish,
    errorLabel: '입력 오류',
    content: <TextField label="제목 (영문)" name="title_en" defaultValue="Ulsan Line 2 completed" />,
  },
];

const meta = {
  title: 'Editor/LanguageTabs',
  component: LanguageTabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Radix Tabs for the language versions of an editor (한국어 / English). Every panel stays mounted, so switching never loses typed text; a tab whose fields hold an error shows a red mark.',
      },
    },
  },
  args: { label: '언어', items: items() },
} satisfies Meta<typeof LanguageTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const EnglishSelected: Story = { args: { defaultValue: 'en' } };
export const EnglishInvalid: Story = { args: { items: items(true) } };
export const EnglishLabels: Story = {
  args: {
    label: 'Language',
    items: items().map((item) => ({
      ...item,
      hint: item.value === 'ko' ? 'required' : 'optional',
    })),
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
