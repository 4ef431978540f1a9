export { Logo, type LogoProps, type Logotype } from './Logo';
export { logoSymbol } from './logoSymbol';
