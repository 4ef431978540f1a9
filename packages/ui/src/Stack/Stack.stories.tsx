import type { Meta, StoryObj } from '@storybook/react-vite';
import { Callout } from '../Callout';
import { DataSection } from '../DataSection';
import { Lead } from '../Typography';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'A single column of blocks with even gaps: `page` between blocks, `section` within one.',
      },
    },
  },
  args: {
    children: [
      <Lead key="lead" size="report">
        투명한 정보 공개로 주주와 소통합니다.
      </Lead>,
      <DataSection key="stock" title="주가 정보" meta="2025-06-30 기준">
        <Callout tone="note">주가 정보는 20분 지연됩니다.</Callout>
      </DataSection>,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const Section: Story = { args: { gap: 'section' } };
export const English: Story = {
  args: {
    children: [
      <Lead key="lead" size="report">
        We keep our shareholders informed.
      </Lead>,
      <DataSection key="stock" title="Share price" meta="As of 2025-06-30">
        <Callout tone="note">Quotes are delayed by 20 minutes.</Callout>
      </DataSection>,
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const List: Story = { args: { gap: 'list' } };
