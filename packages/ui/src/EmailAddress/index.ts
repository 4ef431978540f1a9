export { EmailAddress, type EmailAddressProps } from './EmailAddress';
