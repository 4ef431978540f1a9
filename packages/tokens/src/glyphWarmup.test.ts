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

  it("reads every piece's font before the first pause, so that no pause leaves a style to bring up to date", async () => {
    document.body.innerHTML = `
      <h2 style="font-weight: 700; font-size: 40px">제목</h2>
      <p style="font-weight: 400; font-size: 16px">본문 <b>강조</b></p>`;
    const { steps, measurer, pauser } = recorder();
    const view = document.defaultView as Window;
    const read = view.getComputedStyle.bind(view);
    view.getComputedStyle = (element: Element) => {
      steps.push(`style ${element.tagName}`);
      return read(element);
    };
    try {
      await warmGlyphs(document.querySelectorAll('h2, p'), 'Pretendard', measurer, pauser);
    } finally {
      view.getComputedStyle = read;
    }
    expect(steps.slice(0, 3)).toEqual(['style H2', 'style P', 'style B']);
    expect(steps.slice(3).filter((step) => step.startsWith('style'))).toEqual([]);
    expect(steps.filter((step) => step === 'pause')).toHaveLength(3);
  });
});
