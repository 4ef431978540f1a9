import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from '../Logo';
import { storyMark } from '../storyAssets/storyImages';
import { Lead } from '../Typography';
import { SymbolRow } from './SymbolRow';

const meta = {
  title: 'Media/SymbolRow',
  component: SymbolRow,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'A symbol on a square tile beside the text that explains it.' } },
  },
  args: {
    src: storyMark,
    alt: '회사 심볼',
    width: 64,
    height: 64,
    children: <Lead>두 줄의 곡선은 필터를 지나 맑아지는 공기의 흐름을 뜻합니다.</Lead>,
  },
} satisfies Meta<typeof SymbolRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    alt: 'Company symbol',
    children: <Lead>The two curves are air made clean as it passes through the filter.</Lead>,
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const WithLogoSymbol: Story = {
  args: {
    src: undefined,
    symbol: <Logo label="회사 심볼" size="xl" />,
    children: <Lead>열린 고리는 필터 하우징이자 C, 고리를 지나는 세 줄기는 깨끗해져 나가는 공기입니다.</Lead>,
  },
};
