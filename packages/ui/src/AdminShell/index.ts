export { AdminShell, type AdminShellProps } from './AdminShell';
