import type { ReactNode } from 'react';
import * as styles from './Stepper.css';

export interface Step {
  id: string;
  title: ReactNode;
  description: ReactNode;
}

export interface StepperProps {
  steps: readonly Step[];
  /** Names the list, e.g. "채용 절차". */
  label: string;
  /** The word before each number, e.g. "STEP". */
  stepLabel: string;
}

/** A process as numbered steps: a row of five on desktop, a column below; the last step stands out. */
export function Stepper({ steps, label, stepLabel }: StepperProps) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step, index) => (
        <li key={step.id} className={styles.step}>
          <span className={styles.number}>
            <span className={styles.label}>{stepLabel}</span>
            {String(index + 1).padStart(2, '0')}
          </span>
          <h2 className={styles.title}>{step.title}</h2>
          <p className={styles.text}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
