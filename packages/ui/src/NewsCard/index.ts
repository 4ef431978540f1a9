export { NewsCard, type NewsCardProps } from './NewsCard';
