import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/database.ts';
import type { MediaKind } from '../db/integrationTables.ts';
import type { DemoSeeder } from '../demo/demoSeeder.ts';
import { formatOfFileName } from './fileFormats.ts';
import { insertMedia } from './queries.ts';
import { type MediaStorage, newMediaFileName } from './storage.ts';

/** Small real files (a few KB each, one per accepted kind) shipped for the demo account. */
export const DEMO_MEDIA_DIR = fileURLToPath(new URL('../../assets/demo/', import.meta.url));

const DEMO_MEDIA: readonly { readonly file: string; readonly titulo: string }[] = [
  { file: 'produto.png', titulo: 'Foto do produto' },
  { file: 'banner.jpg', titulo: 'Banner da oferta' },
  { file: 'audio-boas-vindas.mp3', titulo: 'Áudio de boas-vindas' },
  { file: 'audio-explicacao.ogg', titulo: 'Áudio explicando o tratamento' },
  { file: 'video-demonstracao.mp4', titulo: 'Vídeo de demonstração' },
  { file: 'catalogo.pdf', titulo: 'Catálogo em PDF' },
];

export interface SeededMedia {
  readonly id: number;
  readonly tipo: MediaKind;
  readonly titulo: string;
}

/**
 * Stores the demo media files for a product through `storage` (as an upload would) and returns them, in
 * the order above, for the demo flow steps to reference.
 */
export async function seedMedia(
  db: Db,
  storage: MediaStorage,
  { userId, productId }: { userId: number; productId: number },
): Promise<SeededMedia[]> {
  const seeded: SeededMedia[] = [];
  for (const { file, titulo } of DEMO_MEDIA) {
    const format = formatOfFileName(file);
    if (!format) throw new Error(`arquivo de demonstração com formato não aceito: ${file}`);
    const path = `${DEMO_MEDIA_DIR}${file}`;
    const fileName = newMediaFileName(format.extension);
    const bytes = await storage.write(fileName, createReadStream(path));
    if (bytes !== (await stat(path)).size)
      throw new Error(`arquivo de demonstração gravado pela metade: ${file}`);
    const media = await insertMedia(db, { userId, productId, titulo, tipo: format.kind, fileName, bytes });
    seeded.push({ id: media.id, tipo: media.tipo, titulo: media.titulo });
  }
  return seeded;
}

/** The media part of the demo data (src/demo/seeders.ts). */
export const mediaDemoSeeder: DemoSeeder = async ({ db, storage }, ids) => {
  await seedMedia(db, storage, { userId: ids.customerId, productId: ids.productId });
};
