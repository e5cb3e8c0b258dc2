/** pt-BR texts of the backup and restore commands (npm run backup / npm run restore) and of the backup endpoint. */

export const BACKUP_USAGE = 'Uso: npm run backup -- --out ARQUIVO.tar.gz';
export const RESTORE_USAGE = 'Uso: npm run restore -- --in ARQUIVO.tar.gz';

export const backupDone = (file: string, bytes: number, mediaFiles: number, live: boolean) =>
  `Cópia de segurança gravada em ${file} (${(bytes / 1_048_576).toFixed(1)} MB): banco embutido e ${mediaFiles} arquivo(s) de mídia, ${
    live ? 'tirada pelo servidor em execução' : 'com o servidor parado'
  }.`;

export const backupFileExists = (file: string) =>
  `O arquivo ${file} já existe. Escolha outro nome (ex.: com a data) para não sobrescrever uma cópia.`;

export const backupNoDatabase = (folder: string) =>
  `Não há banco embutido em ${folder}. Confira DATA_DIR (a mesma pasta do npm start).`;

export const backupServerSilent = (pid: number) =>
  `O servidor (processo ${pid}) está rodando sobre esta pasta de dados mas não respondeu ao pedido de cópia. Tente de novo em instantes; se persistir, reinicie o serviço.`;

export const backupServerRefused = (status: number, message: string) =>
  `O servidor recusou a cópia (${status}): ${message}`;

export const backupFailed = (reason: string) => `A cópia de segurança falhou: ${reason}`;

/** With DATABASE_URL the database is PostgreSQL's: its own tool makes a consistent copy without stopping anything. */
export const backupPostgresInstead = (dataDir: string) =>
  [
    'Com DATABASE_URL o banco é o PostgreSQL, e este comando não o copia. Use o pg_dump (lê um instantâneo consistente sem parar os servidores):',
    '',
    '  pg_dump --format=custom --file=agente-$(date +%F-%H%M).dump "$DATABASE_URL"',
    '',
    'e copie a pasta de mídia:',
    '',
    `  tar -C ${dataDir} -czf midias-$(date +%F-%H%M).tar.gz uploads`,
    '',
    'Para restaurar: pg_restore --clean --if-exists --dbname "$DATABASE_URL" arquivo.dump, com os servidores parados.',
  ].join('\n');

export const restorePostgresInstead =
  'Com DATABASE_URL o banco é o PostgreSQL: restaure com pg_restore --clean --if-exists --dbname "$DATABASE_URL" arquivo.dump, com os servidores parados. Este comando restaura só o banco embutido.';

export const restoreFileMissing = (file: string) => `O arquivo ${file} não existe.`;

export const restoreFolderNotEmpty = (folder: string) =>
  `A pasta de dados ${folder} não está vazia. A restauração só grava numa pasta vazia (ou que ainda não existe), para nunca misturar nem apagar dados: pare o servidor e aponte DATA_DIR para uma pasta nova, ou mova esta para outro lugar.`;

export const restoreNotOurs = (file: string) =>
  `O arquivo ${file} não é uma cópia de segurança deste produto (falta o manifesto com a versão do formato). Nada foi gravado.`;

export const restoreNewerFormat = (file: string, version: number) =>
  `O arquivo ${file} é uma cópia no formato ${version}, mais novo que este servidor entende. Atualize o servidor antes de restaurar. Nada foi gravado.`;

export const restoreFailed = (reason: string) =>
  `A restauração falhou e a pasta de dados foi deixada vazia: ${reason}`;

export const restoreDone = (folder: string, createdAt: string, migrations: number, mediaFiles: number) =>
  `Cópia de ${createdAt} restaurada em ${folder}: banco embutido (${migrations} migrações) e ${mediaFiles} arquivo(s) de mídia. Inicie o servidor com npm start (DATA_DIR=${folder}).`;

// Backup endpoint (loopback, token in DATA_DIR)
export const ENDPOINT_UNAUTHORIZED = 'Token da cópia de segurança ausente ou inválido.';
export const ENDPOINT_BUSY = 'Já há uma cópia de segurança em andamento. Tente de novo quando ela terminar.';
export const ENDPOINT_NOT_FOUND = 'Use POST /copia-de-seguranca.';
