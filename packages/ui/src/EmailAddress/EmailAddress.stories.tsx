import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailAddress } from './EmailAddress';

const meta = {
  title: 'Data display/EmailAddress',
  component: EmailAddress,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An e-mail address that wraps, when it must, only right after its "@": each side stays whole. Put it inside its `mailto:` link or its sentence.',
      },
    },
  },
  args: { address: 'purchase@cleanairtech.co.kr' },
} satisfies Meta<typeof EmailAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** In a column too narrow for the whole address: it wraps after the "@", never inside a name. */
export const Narrow: Story = {
  render: (args) => (
    <p style={{ width: '9rem', overflowWrap: 'anywhere', border: '1px dashed #9aa5b1', padding: '0.5rem' }}>
      <a href={`mailto:${args.address}`}>
        <EmailAddress {...args} />
      </a>
    </p>
  ),
};

/** Inside a sentence, as in an inquiry's confirmation. */
export const InSentence: Story = {
  render: (args) => (
    <p style={{ maxWidth: '20rem' }}>
      The responsible team will reply to <EmailAddress {...args} /> within two business days.
    </p>
  ),
};

export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
