import type { ReactNode } from 'react';
import * as styles from './CertificateList.css';

export interface Certificate {
  id: string;
  name: ReactNode;
  description: ReactNode;
}

export interface CertificateListProps {
  certificates: readonly Certificate[];
  /** The short mark in each seal (✓, ISO); decoration. */
  seal: string;
  'aria-label'?: string;
}

/** Certificates and certifications as cards, each with a seal, its name and what it attests. */
export function CertificateList({ certificates, seal, 'aria-label': ariaLabel }: CertificateListProps) {
  return (
    <ul aria-label={ariaLabel} className={styles.list}>
      {certificates.map((certificate) => (
        <li key={certificate.id} className={styles.card}>
          <span className={styles.seal} aria-hidden="true">
            {seal}
          </span>
          <h3 className={styles.name}>{certificate.name}</h3>
          <p className={styles.text}>{certificate.description}</p>
        </li>
      ))}
    </ul>
  );
}
