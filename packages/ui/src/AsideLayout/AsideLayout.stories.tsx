import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactCard } from '../ContactCard';
import { Figure } from '../Figure';
import { storyIllustration } from '../storyAssets/storyImages';
import { AsideLayout } from './AsideLayout';

const meta = {
  title: 'Layout/AsideLayout',
  component: AsideLayout,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: { component: 'A wide block and a narrow companion, 7:4 on desktop, stacked below.' },
    },
  },
  args: {
    main: <Figure src={storyIllustration} alt="본사 위치 지도" width={800} height={500} eager />,
    aside: (
      <ContactCard
        title="본사"
        details={[
          { id: 'address', label: '주소', value: '울산광역시 남구 산업로 123' },
          { id: 'phone', label: '전화', value: '052-123-4567', href: 'tel:052-123-4567' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof AsideLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    main: <Figure src={storyIllustration} alt="Map of the head office" width={800} height={500} eager />,
    aside: (
      <ContactCard
        title="Head office"
        details={[{ id: 'address', label: 'Address', value: '123 Saneop-ro, Nam-gu, Ulsan' }]}
      />
    ),
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
