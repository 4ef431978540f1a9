import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../TextField';
import { FormGrid, FormGridItem } from './FormGrid';

const meta = {
  title: 'Forms/FormGrid',
  component: FormGrid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Lays a form out in one column on phones and two from tablet width on; `FormGridItem span="full"` takes a whole row.',
      },
    },
  },
  args: {
    children: (
      <>
        <FormGridItem>
          <TextField label="회사명" required />
        </FormGridItem>
        <FormGridItem>
          <TextField label="성함" required />
        </FormGridItem>
        <FormGridItem>
          <TextField label="이메일" type="email" required />
        </FormGridItem>
        <FormGridItem>
          <TextField label="연락처 (선택)" type="tel" />
        </FormGridItem>
        <FormGridItem span="full">
          <TextField label="제목" required />
        </FormGridItem>
      </>
    ),
  },
} satisfies Meta<typeof FormGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {};
export const English: Story = {
  args: {
    children: (
      <>
        <FormGridItem>
          <TextField label="Company" required />
        </FormGridItem>
        <FormGridItem>
          <TextField label="Name" required />
        </FormGridItem>
        <FormGridItem span="full">
          <TextField label="Subject" required />
        </FormGridItem>
      </>
    ),
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
