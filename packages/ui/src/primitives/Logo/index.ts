export { LOGO_SIZES, LOGO_TONES, Logo, type LogoProps } from './Logo.tsx';
