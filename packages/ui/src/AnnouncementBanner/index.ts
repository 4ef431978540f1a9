export { AnnouncementBanner, type AnnouncementBannerProps } from './AnnouncementBanner';
