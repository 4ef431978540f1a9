// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { charactersPerMeasurement, type TextMeasurer, warmGlyphs } from './glyphWarmup';

/** A canvas context and a task slicer that record, in order, every measurement and every pause. */
function recorder() {
  const steps: string[] = [];
  const measurer: TextMeasurer = {
    font: '',
    measureText(text: string) {
      steps.push(`measure ${this.font} | ${text}`);
      return {} as TextMetrics;
    },
  };
  const pauser = {
    pause: async () => {
      steps.push('pause');
    },
  };
  return { steps, measurer, pauser };
}

describe('warmGlyphs', () => {
  it('measures each text in the family at the weight, style and size it is drawn in, a pause before each piece', async () => {
    document.body.innerHTML = `
      <section>
        <h2 style="font-style: normal; font-weight: 700; font-size: 40px; text-transform: uppercase">materials</h2>
        <p style="font-style: normal; font-weight: 400; font-size: 16px">${'가'.repeat(charactersPerMeasurement + 10)}</p>
        <script>not drawn</script>
        <span style="font-style: normal; font-weight: 600; font-size: 14px">   </span>
      </section>
      <footer><small style="font-style: italic; font-weight: 400; font-size: 12px">© 2026</small></footer>`;
    const { steps, measurer, pauser } = recorder();

    await warmGlyphs(document.querySelectorAll('section, footer'), 'Pretendard', measurer, pauser);

    expect(steps).toEqual([
      'pause',
      'measure normal 700 40px Pretendard | MATERIALS',
      'pause',
      `measure normal 400 16px Pretendard | ${'가'.repeat(charactersPerMeasurement)}`,
      'pause',
      `measure normal 400 16px Pretendard | ${'가'.repeat(10)}`,
      'pause',
      'measure italic 400 12px Pretendard | © 2026',
    ]);
  });
});
