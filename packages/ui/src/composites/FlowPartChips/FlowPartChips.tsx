import { CloseIcon } from '../../icons/icons.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { MediaKindIcon } from '../MediaPreview/MediaKindIcon.tsx';
import * as styles from './FlowPartChips.css.ts';
import { MediaMarkerIcon, OfferMarkerIcon, PauseMarkerIcon } from './flowIcons.tsx';

export const FLOW_CHIP_KINDS = ['media', 'offer', 'pause'] as const;
export type FlowChipKind = (typeof FLOW_CHIP_KINDS)[number];

/** One marker of a step (a media, an offer, the agent pause), already worded by the caller. */
export interface FlowChip {
  key: string;
  kind: FlowChipKind;
  label: string;
  /** Accessible name of the chip's × button, e.g. "Remover mídia Catálogo"; needed with `onRemove`. */
  removeLabel?: string;
  /** For a media chip: its type (imagem, video, audio, pdf), which picks the icon. */
  mediaKind?: string;
}

export interface FlowPartChipsProps {
  /** Names the list of markers, e.g. "Itens da etapa". */
  'aria-label': string;
  chips: readonly FlowChip[];
  /** The step's text, shown after the markers (line breaks kept). */
  text?: string;
  /** Shows an × on each chip (the step composer). */
  onRemove?: (key: string) => void;
}

const KIND_ICONS = { media: MediaMarkerIcon, offer: OfferMarkerIcon, pause: PauseMarkerIcon } as const;

/** A step as the user reads it: media, offer and pause markers first, then the text. */
export function FlowPartChips({ 'aria-label': ariaLabel, chips, text, onRemove }: FlowPartChipsProps) {
  return (
    <div className={styles.root}>
      {chips.length > 0 && (
        <ul aria-label={ariaLabel} className={styles.chips}>
          {chips.map((chip) => {
            const KindIcon = KIND_ICONS[chip.kind];
            return (
              <li key={chip.key} className={styles.chip({ kind: chip.kind })} data-kind={chip.kind}>
                {chip.mediaKind === undefined ? <KindIcon /> : <MediaKindIcon kind={chip.mediaKind} />}
                <span className={styles.chipLabel}>{chip.label}</span>
                {onRemove && (
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={chip.removeLabel ?? chip.label}
                    onPress={() => onRemove(chip.key)}
                  >
                    <CloseIcon />
                  </IconButton>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
