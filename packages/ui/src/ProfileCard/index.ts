export { ProfileCard, type ProfileCardProps } from './ProfileCard';
