import { Icon, type IconProps } from './Icon.tsx';

/**
 * The icons of the pieces every page may show (fields, banners, messages, the password's eye), apart from the
 * rest of the set so the login page carries these and not the panel's.
 */

const ALERT_CIRCLE_PATHS = ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 8v4', 'M12 16h.01'] as const;
export function AlertCircleIcon(props: IconProps) {
  return <Icon {...props} paths={ALERT_CIRCLE_PATHS} />;
}

const ALERT_TRIANGLE_PATHS = [
  'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  'M12 9v4',
  'M12 17h.01',
] as const;
export function AlertTriangleIcon(props: IconProps) {
  return <Icon {...props} paths={ALERT_TRIANGLE_PATHS} />;
}

const CHECK_CIRCLE_PATHS = ['M22 11.1V12a10 10 0 1 1-5.9-9.1', 'M22 4 12 14l-3-3'] as const;
export function CheckCircleIcon(props: IconProps) {
  return <Icon {...props} paths={CHECK_CIRCLE_PATHS} />;
}

const CLOSE_PATHS = ['M18 6 6 18', 'M6 6l12 12'] as const;
export function CloseIcon(props: IconProps) {
  return <Icon {...props} paths={CLOSE_PATHS} />;
}

const EYE_PATHS = [
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
] as const;
export function EyeIcon(props: IconProps) {
  return <Icon {...props} paths={EYE_PATHS} />;
}

const EYE_OFF_PATHS = [
  'M10.7 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a18 18 0 0 1-2.2 3.2',
  'M6.6 6.6A17.6 17.6 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  'M2 2l20 20',
] as const;
export function EyeOffIcon(props: IconProps) {
  return <Icon {...props} paths={EYE_OFF_PATHS} />;
}

const INFO_PATHS = ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 16v-4', 'M12 8h.01'] as const;
export function InfoIcon(props: IconProps) {
  return <Icon {...props} paths={INFO_PATHS} />;
}
