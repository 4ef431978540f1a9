import { defaultTheme, forestThemeClass, vars } from '@company/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <figure style={{ margin: 0, display: 'grid', gap: 6 }}>
      <div
        style={{
          height: 56,
          borderRadius: vars.radius.md,
          background: value,
          border: `1px solid ${vars.color.border.subtle}`,
        }}
      />
      <figcaption style={{ fontSize: vars.font.size.xs, color: vars.color.text.secondary }}>
        {name}
      </figcaption>
    </figure>
  );
}

function Palette() {
  const { brand, text, surface, status } = vars.color;
  const swatches: Array<[string, string]> = [
    ['brand.primary', brand.primary],
    ['brand.deep', brand.deep],
    ['brand.accent', brand.accent],
    ['brand.gradient', brand.gradient],
    ['text.primary', text.primary],
    ['text.secondary', text.secondary],
    ['surface.subtle', surface.subtle],
    ['surface.inverse', surface.inverse],
    ['status.success', status.success],
    ['status.error', status.error],
  ];
  const grid: CSSProperties = {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: 16,
  };
  return (
    <div style={grid}>
      {swatches.map(([name, value]) => (
        <Swatch key={name} name={name} value={value} />
      ))}
    </div>
  );
}

function TypeScale() {
  const sizes = Object.keys(defaultTheme.font.size) as Array<keyof typeof defaultTheme.font.size>;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {sizes.map((size) => (
        <p key={size} style={{ fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight.snug }}>
          {size} · 깨끗한 공기를 만드는 기술 · Clean air engineering
        </p>
      ))}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: 16, marginBottom: 32 }}>
      <h2 style={{ fontSize: vars.font.size.xl }}>{title}</h2>
      {children}
    </section>
  );
}

const meta = { title: 'Foundations/Tokens', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = { render: () => <Section title="Colour">{<Palette />}</Section> };
export const Typography: Story = { render: () => <Section title="Type scale">{<TypeScale />}</Section> };
export const ExampleTheme: Story = {
  name: 'Example theme (forest)',
  render: () => (
    <div className={forestThemeClass}>
      <Section title="The same contract, a sister company's values">
        <Palette />
      </Section>
    </div>
  ),
};
