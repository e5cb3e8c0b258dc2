import { Link } from '../../primitives/Link/Link.tsx';
import * as styles from './MediaPreview.css.ts';
import { PdfFileIcon, UnknownFileIcon } from './mediaIcons.tsx';

export interface MediaPreviewProps {
  /** imagem, video, audio or pdf; anything else shows `unsupportedLabel`. */
  kind: string;
  /** Where the file is served, e.g. /uploads/midias/{nome_arquivo}. */
  src: string;
  /** The media title: the image's alternative text and the players' names. */
  title: string;
  /** "Abrir PDF" */
  openPdfLabel: string;
  /** Said after the PDF link, e.g. "(abre em nova aba)". */
  newTabHint: string;
  /** "Tipo não suportado" */
  unsupportedLabel: string;
}

/** Shows a media file: the image, a video or audio player, a link that opens the PDF, or "Tipo não suportado". */
export function MediaPreview({
  kind,
  src,
  title,
  openPdfLabel,
  newTabHint,
  unsupportedLabel,
}: MediaPreviewProps) {
  switch (kind) {
    case 'imagem':
      return (
        <div className={styles.frame}>
          <img src={src} alt={title} loading="lazy" className={styles.image} />
        </div>
      );
    case 'video':
      return (
        <div className={styles.frame}>
          {/* biome-ignore lint/a11y/useMediaCaption: sellers' own product videos carry no caption track */}
          <video src={src} controls preload="metadata" aria-label={title} className={styles.video} />
        </div>
      );
    case 'audio':
      return (
        <div className={styles.frame}>
          {/* biome-ignore lint/a11y/useMediaCaption: sellers' own voice notes carry no caption track */}
          <audio src={src} controls preload="metadata" aria-label={title} className={styles.audio} />
        </div>
      );
    case 'pdf':
      return (
        <div className={styles.frame}>
          <Link href={src} isExternal newTabLabel={newTabHint} className={styles.pdfLink}>
            <PdfFileIcon />
            {openPdfLabel}
          </Link>
        </div>
      );
    default:
      return (
        <div className={styles.frame}>
          <span className={styles.unsupported}>
            <UnknownFileIcon />
            {unsupportedLabel}
          </span>
        </div>
      );
  }
}
