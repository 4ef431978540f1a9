import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IntroOverlay } from './IntroOverlay';
import { sampleLogoPaths, sampleLogoViewBox } from './testLogo';

const meta = {
  title: 'Media/IntroOverlay',
  component: IntroOverlay,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The home page intro. Phases in order: particles and text (types after 0.5 s, 0.05 s a letter), logo drawing (path by path, then filled white), lines growing, lines and halves leaving (0.8 s), finish (`onFinish`). Body scrolling is locked while it plays. Under reduced motion it shows the final picture briefly and fades. The component renders a still first frame, on the server too; playing, it loads its timeline (Motion) with a dynamic import, so a page that does not play the intro never loads it. With `play={false}` it holds that first frame and loads nothing: a page can paint the frame from its HTML and start the intro once it knows the visitor is to see it. Pair it with `shouldShowIntro(readIntroLastShown(localStorage, "introLastShown"), Date.now())` and call `markIntroShown` when it plays. Pass `phase` to freeze one phase for review.',
      },
      story: { inline: false, iframeHeight: 520 },
    },
  },
  args: {
    text: '공기의 기준을 다시 씁니다',
    logoPaths: sampleLogoPaths,
    logoViewBox: sampleLogoViewBox,
    logoLabel: 'Company',
    seed: 1,
  },
  argTypes: {
    phase: { control: 'inline-radio', options: [undefined, 'particles', 'logo', 'lines', 'leaving'] },
    play: { control: 'boolean' },
  },
} satisfies Meta<typeof IntroOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plays from the start; "다시 보기" replays after it finishes. Animated, so not photographed. */
export const Playing: Story = {
  tags: ['no-screenshot'],
  args: { skipLabel: '건너뛰기' },
  render: function Render(args) {
    const [run, setRun] = useState(0);
    const [finished, setFinished] = useState(false);
    return (
      <div style={{ minHeight: '100vh', padding: 24 }}>
        {finished ? (
          <button
            type="button"
            onClick={() => {
              setFinished(false);
              setRun((n) => n + 1);
            }}
          >
            다시 보기
          </button>
        ) : (
          <IntroOverlay key={run} {...args} onFinish={() => setFinished(true)} />
        )}
      </div>
    );
  },
};

/** The first frame, held (`play={false}`): what the server's HTML paints before the intro plays. */
export const FirstFrame: Story = { args: { play: false } };

export const ParticlesAndText: Story = { args: { phase: 'particles' } };
export const LogoDrawing: Story = { tags: ['no-screenshot'], args: { phase: 'logo' } };
export const LinesGrowing: Story = { args: { phase: 'lines' } };
export const Leaving: Story = { args: { phase: 'leaving' } };

export const English: Story = {
  args: { phase: 'lines', text: 'Rewriting the standard of clean air' },
};

export const Mobile: Story = {
  args: { phase: 'lines' },
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** With prefers-reduced-motion: the final picture, briefly, then a fade. Time-based, so not photographed. */
export const ReducedMotion: Story = {
  tags: ['reduced-motion', 'no-screenshot'],
  render: Playing.render,
};
