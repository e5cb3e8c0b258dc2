/**
 * What a backup archive holds (a .tar.gz): manifest.json first, then pgdata/ (the embedded database's folder,
 * copied consistently) and uploads/ (the media files), both as under DATA_DIR. The manifest's format name and version are
 * what restore checks before it writes anything.
 */
export const BACKUP_FORMAT = 'agente-de-vendas/copia-de-seguranca';
/** Raise when the archive's layout changes; restore refuses versions newer than the one it knows. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'pgdata';
export const UPLOADS_ENTRY = 'uploads';

export interface BackupManifest {
  readonly formato: typeof BACKUP_FORMAT;
  readonly versao: number;
  /** ISO time the database copy was taken. */
  readonly criadoEm: string;
  readonly banco: 'pglite';
  /** Names of the migrations applied in the copied database. */
  readonly migracoes: readonly string[];
  readonly arquivosDeMidia: number;
}

export type ManifestCheck =
  | { readonly kind: 'ok'; readonly manifest: BackupManifest }
  | { readonly kind: 'not-ours' }
  | { readonly kind: 'newer'; readonly version: number };

export function checkManifest(text: string): ManifestCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'not-ours' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'not-ours' };
  const manifest = parsed as Partial<Record<keyof BackupManifest, unknown>>;
  if (
    manifest.formato !== BACKUP_FORMAT ||
    typeof manifest.versao !== 'number' ||
    manifest.banco !== 'pglite'
  ) {
    return { kind: 'not-ours' };
  }
  if (!Number.isInteger(manifest.versao) || manifest.versao < 1) return { kind: 'not-ours' };
  if (manifest.versao > BACKUP_FORMAT_VERSION) return { kind: 'newer', version: manifest.versao };
  if (typeof manifest.criadoEm !== 'string' || !Array.isArray(manifest.migracoes))
    return { kind: 'not-ours' };
  return { kind: 'ok', manifest: parsed as BackupManifest };
}
