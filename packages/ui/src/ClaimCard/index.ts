export { ClaimCard, type ClaimCardProps, ClaimCards } from './ClaimCard';
