import type { Media } from '@agente/api';
import { MEDIA_PUBLIC_PATH } from '@agente/rules';
import { isMediaKind } from '@agente/ui';
import { FLUXO_COPY } from '../fluxo.copy.ts';

/** A media kind as shown to the seller ("Imagem", "Vídeo", "Áudio", "PDF"); any other kind is not supported. */
export function mediaKindLabel(kind: string): string {
  return isMediaKind(kind) ? FLUXO_COPY.mediaKinds[kind] : FLUXO_COPY.media.library.unsupported;
}

/** Where the browser fetches a media's file. */
export const mediaFileUrl = (media: Pick<Media, 'nome_arquivo'>) =>
  `${MEDIA_PUBLIC_PATH}/${encodeURIComponent(media.nome_arquivo)}`;
