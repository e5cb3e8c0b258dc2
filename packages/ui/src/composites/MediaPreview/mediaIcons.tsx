import { Icon, type IconProps } from '../../icons/Icon.tsx';

// One icon per media kind, on the design system's 24×24 stroke grid.

export function ImageFileIcon(props: IconProps) {
  return <Icon {...props} paths={['M4 5h16v14H4z', 'M4 15l4-4 4 4 3-3 5 5', 'M15.5 9.5h.01']} />;
}

export function VideoFileIcon(props: IconProps) {
  return <Icon {...props} paths={['M3 6h13v12H3z', 'M16 10l5-3v10l-5-3']} />;
}

export function AudioFileIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      paths={['M9 18V5l11-2v13', 'M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M17 19a3 3 0 1 0 0-6 3 3 0 0 0 0 6z']}
    />
  );
}

export function PdfFileIcon(props: IconProps) {
  return <Icon {...props} paths={['M6 2h9l5 5v15H6z', 'M14 2v6h6', 'M9 13h6', 'M9 17h6']} />;
}

export function UnknownFileIcon(props: IconProps) {
  return <Icon {...props} paths={['M6 2h9l5 5v15H6z', 'M14 2v6h6', 'M12 17h.01', 'M12 11v3']} />;
}
