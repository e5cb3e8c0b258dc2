/** The brand outside React (favicon at build time, mails on the server): no component, no stylesheet. */

export { colorTokens } from '../tokens/color.ts';
export { LOGO_MARK } from './logoMark.ts';
export { LOGO_COLORS, logoMarkSvg } from './logoMarkSvg.ts';
