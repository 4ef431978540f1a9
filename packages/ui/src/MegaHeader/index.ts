export { dropdownOf, isWithin } from './dropdownOf';
export { MegaHeader, type MegaHeaderProps } from './MegaHeader';
export type { NavBanner, NavDropdown, NavExternalLink, NavGroup, NavItem, NavLink } from './navTypes';
