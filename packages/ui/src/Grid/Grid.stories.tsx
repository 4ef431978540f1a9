import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card';
import { Grid } from './Grid';

const cards = (words: readonly string[]) =>
  words.map((word) => (
    <Card as="li" key={word}>
      {word}
    </Card>
  ));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Equal columns per breakpoint (`columns={{ tablet: 2, desktop: 3 }}`; one column below the first width given) with a gap from the spacing scale. As a `ul`, a list of cards.',
      },
    },
  },
  args: {
    as: 'ul',
    columns: { tablet: 2, desktop: 3 },
    gap: 4,
    children: cards(['반도체 클린룸', '배터리 드라이룸', 'GMP 룸']),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {};
export const FourColumns: Story = {
  args: { columns: { tablet: 2, desktop: 4 }, children: cards(['설계', '시공', '검증', '유지관리']) },
};
export const English: Story = {
  args: { children: cards(['Semiconductor cleanroom', 'Battery dry room', 'GMP room']) },
};
