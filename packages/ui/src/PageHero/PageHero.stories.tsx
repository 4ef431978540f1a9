import type { Meta, StoryObj } from '@storybook/react-vite';
import { brightHeroBackground, heroBackground } from './heroBackground';
import { PageHero } from './PageHero';

const meta = {
  title: 'Sections/PageHero',
  component: PageHero,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The header of every sub-page: an `h1` title, a description, an optional background image under a navy scrim (dense under the text, thinning out to the right on wide screens so the art keeps its colour), and breadcrumbs in a labelled navigation whose last entry carries `aria-current="page"`. Links go through `renderLink`.',
      },
    },
  },
  args: {
    title: '연혁',
    description: '클린룸에서 필터 여재까지, 깨끗한 공기를 만드는 기술의 발자취입니다.',
    breadcrumbLabel: '현재 위치',
    breadcrumbs: [
      { label: '홈', href: '/' },
      { label: '회사소개', href: '/company' },
      { label: '연혁', href: '/company/intro/History' },
    ],
  },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gradient: Story = {};
export const WithImage: Story = { args: { backgroundImage: heroBackground } };
export const English: Story = {
  args: {
    title: 'History',
    description: 'From cleanrooms to filter media: the milestones of a company that makes clean air.',
    breadcrumbLabel: 'Breadcrumb',
    backgroundImage: heroBackground,
    breadcrumbs: [
      { label: 'Home', href: '/en' },
      { label: 'Company', href: '/en/company' },
      { label: 'History', href: '/en/company/intro/History' },
    ],
  },
};
/** The scrim over light art: dense under the text (4.5:1 for white text), thin where the art shows. */
export const OnBrightArt: Story = { args: { backgroundImage: brightHeroBackground } };
export const OnBrightArtMobile: Story = {
  args: { backgroundImage: brightHeroBackground },
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
/** The search page's band: only as tall as its text, so that the results start on the first screen. */
export const Compact: Story = {
  args: {
    compact: true,
    title: '검색',
    description: '페이지와 뉴스, 영상, 공고를 한 번에 찾습니다.',
    backgroundImage: heroBackground,
    breadcrumbs: [
      { label: '홈', href: '/' },
      { label: '검색', href: '/search' },
    ],
  },
};
export const CompactMobile: Story = {
  args: Compact.args,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const TitleOnly: Story = { args: { description: undefined, breadcrumbs: [] } };
export const Mobile: Story = {
  args: { backgroundImage: heroBackground },
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
