import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

describe('Stepper', () => {
  it('is a named ordered list of numbered steps, each with a heading and text', () => {
    render(
      <Stepper
        label="채용 절차"
        stepLabel="STEP"
        steps={[
          { id: 'a', title: '서류 접수', description: '지원서 제출' },
          { id: 'b', title: '면접', description: '실무진 면접' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: '채용 절차' });
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent('STEP02');
    expect(within(steps[1] as HTMLElement).getByRole('heading', { name: '면접' })).toBeInTheDocument();
  });
});
