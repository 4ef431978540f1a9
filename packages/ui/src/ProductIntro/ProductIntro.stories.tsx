import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLink } from '../ArrowLink';
import { BulletList } from '../BulletList';
import { Figure } from '../Figure';
import { LinkRow } from '../LinkRow';
import { storyIllustration } from '../storyAssets/storyImages';
import { ProductIntro } from './ProductIntro';

const meta = {
  title: 'Sections/ProductIntro',
  component: ProductIntro,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A product, brand or project beside its illustration: name, subtitle, lead, points, links.',
      },
    },
  },
  args: {
    media: <Figure src={storyIllustration} alt="필터 여재 일러스트" width={800} height={500} eager />,
    eyebrow: '필터 소재',
    title: 'Durafiltex AD',
    subtitle: '흡착형 복합 필터 여재',
    lead: '가스 성분까지 거르는 흡착층을 더한 복합 여재입니다.',
    children: (
      <>
        <BulletList items={['유해 가스 흡착', '낮은 압력 손실']} />
        <LinkRow>
          <ArrowLink href="/Qna" primary>
            문의하기
          </ArrowLink>
        </LinkRow>
      </>
    ),
  },
} satisfies Meta<typeof ProductIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    media: <Figure src={storyIllustration} alt="Filter media" width={800} height={500} eager />,
    eyebrow: 'Filter media',
    subtitle: 'Adsorbent composite media',
    lead: 'A composite with an adsorbent layer that filters gases as well.',
    children: <BulletList items={['Adsorbs harmful gases', 'Low pressure loss']} />,
  },
};
export const WithoutSubtitle: Story = { args: { subtitle: undefined } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
