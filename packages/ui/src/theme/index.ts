export { vars } from './contract.css.ts';
export { focusRing, visuallyHidden } from './focus.css.ts';
export { media } from './media.ts';
