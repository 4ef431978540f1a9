import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollArea } from './ScrollArea';

const chips = [
  '클린룸',
  '드라이룸',
  'GMP 룸',
  '배터리 드라이룸',
  '반도체 클린룸',
  '바이오 GMP',
  '필터 여재',
  '공기청정기',
  '에너지 절감',
  '유지 보수',
];

const row = (selected?: string) => (
  <ul style={{ display: 'flex', gap: '0.5rem', margin: 0, padding: '0.5rem 0', listStyle: 'none' }}>
    {chips.map((chip) => (
      <li
        key={chip}
        data-selected={chip === selected ? 'true' : undefined}
        style={{
          flex: 'none',
          padding: '0.5rem 1rem',
          border: '1px solid #c5cdd9',
          borderRadius: '999px',
          whiteSpace: 'nowrap',
          fontWeight: chip === selected ? 700 : 400,
        }}
      >
        {chip}
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'Layout/ScrollArea',
  component: ScrollArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A box whose content scrolls sideways when it is wider than the box. A fade with an arrow marks each edge that hides more; with a `label` it is a focusable, named region (for tables); `keepInView` keeps a child (the selected tab) in view.',
      },
    },
  },
  args: { children: row(), label: '시공 분야' },
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wider than the box: the end fades, with an arrow. */
export const MoreToTheEnd: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
/** The selected child near the end is scrolled into view: both edges show a cue. */
export const SelectedKeptInView: Story = {
  args: { children: row('바이오 GMP'), keepInView: '[data-selected]' },
  tags: ['mobile'],
  globals: { viewport: { value: 'mobile' } },
};
/** Everything fits: no cue. */
export const Fits: Story = { args: { children: row() } };
