export { SideNav, type SideNavItem, type SideNavProps } from './SideNav';
