import type { Meta, StoryObj } from '@storybook/react-vite';
import { CertificateList } from './CertificateList';

const meta = {
  title: 'Data display/CertificateList',
  component: CertificateList,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'Certificates as cards with a seal, a name and what each attests.' } },
  },
  args: {
    seal: 'ISO',
    certificates: [
      { id: '9001', name: 'ISO 9001', description: '품질경영시스템' },
      { id: '14001', name: 'ISO 14001', description: '환경경영시스템' },
      { id: '45001', name: 'ISO 45001', description: '안전보건경영시스템' },
    ],
  },
} satisfies Meta<typeof CertificateList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    seal: '✓',
    certificates: [
      { id: 'green', name: 'Green product', description: 'Certified low-impact filter media' },
      { id: 'carbon', name: 'Carbon footprint', description: 'Measured and published emissions' },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
