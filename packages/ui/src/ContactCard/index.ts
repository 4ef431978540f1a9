export { ContactCard, type ContactCardProps, type ContactDetail } from './ContactCard';
