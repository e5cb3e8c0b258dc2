import { Icon, type IconProps } from '../../icons/Icon.tsx';

const RECEIPT_PATHS = [
  'M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1z',
  'M8 8h8',
  'M8 12h8',
  'M8 16h5',
] as const;

/** The purchase-events button: a receipt. */
export function ReceiptIcon(props: IconProps) {
  return <Icon {...props} paths={RECEIPT_PATHS} />;
}
