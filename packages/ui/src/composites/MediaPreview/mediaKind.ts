/** The media kinds the panel can show; anything else is "Tipo não suportado". */
export const MEDIA_KINDS = ['imagem', 'video', 'audio', 'pdf'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export function isMediaKind(kind: string): kind is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(kind);
}
