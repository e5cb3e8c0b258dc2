import { Icon, type IconProps } from '../../icons/Icon.tsx';

// Marker icons of a flow step, drawn on the same 24×24 stroke grid as the design system's icons.

export function MediaMarkerIcon(props: IconProps) {
  return <Icon {...props} paths={['M4 5h16v14H4z', 'M4 15l4-4 4 4 3-3 5 5', 'M15.5 9.5h.01']} />;
}

export function OfferMarkerIcon(props: IconProps) {
  return <Icon {...props} paths={['M3 12V4h8l10 10-8 8z', 'M7.5 7.5h.01']} />;
}

export function PauseMarkerIcon(props: IconProps) {
  return <Icon {...props} paths={['M9 5v14', 'M15 5v14']} />;
}
