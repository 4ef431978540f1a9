export { type Certificate, CertificateList, type CertificateListProps } from './CertificateList';
