import { createCipheriv, createHash, randomBytes } from 'node:crypto';

// A DOCX protected by Word's "Criptografar com senha", built here: ECMA-376 Standard encryption (AES-128, SHA-1
// key derivation, MS-OFFCRYPTO 2.3.4.5–2.3.4.9) of the whole package, stored as the "EncryptionInfo" and
// "EncryptedPackage" streams of an OLE compound file (MS-CFB, version 3, both streams in the mini stream).

const sha1 = (...parts: Buffer[]) => createHash('sha1').update(Buffer.concat(parts)).digest();
const u32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32LE(value >>> 0);
  return out;
};
const aesEcb = (key: Buffer, data: Buffer) => {
  const cipher = createCipheriv('aes-128-ecb', key, null).setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
};
const padTo = (data: Buffer, size: number) =>
  Buffer.concat([data, Buffer.alloc((size - (data.length % size)) % size)]);

/** MS-OFFCRYPTO 2.3.4.7: the password's AES-128 key. */
function standardKey(password: string, salt: Buffer): Buffer {
  let hash = sha1(salt, Buffer.from(password, 'utf16le'));
  for (let iterator = 0; iterator < 50_000; iterator++) hash = sha1(u32(iterator), hash);
  const final = sha1(hash, u32(0));
  const derive = (fill: number) =>
    sha1(Buffer.from(Buffer.alloc(64, fill).map((byte, i) => byte ^ (final[i] ?? 0))));
  return Buffer.concat([derive(0x36), derive(0x5c)]).subarray(0, 16);
}

function encryptionInfo(key: Buffer, salt: Buffer): Buffer {
  const provider = Buffer.from('Microsoft Enhanced RSA and AES Cryptographic Provider\0', 'utf16le');
  const flags = 0x24; // fCryptoAPI | fAES
  const header = Buffer.concat([
    u32(flags),
    u32(0),
    u32(0x660e), // AES-128
    u32(0x8004), // SHA-1
    u32(128),
    u32(0x18), // PROV_RSA_AES
    u32(0),
    u32(0),
    provider,
  ]);
  const verifier = randomBytes(16);
  const verifierHash = padTo(sha1(verifier), 16);
  return Buffer.concat([
    Buffer.from([3, 0, 2, 0]),
    u32(flags),
    u32(header.length),
    header,
    u32(16),
    salt,
    aesEcb(key, verifier),
    u32(20),
    aesEcb(key, verifierHash),
  ]);
}

const SECTOR = 512;
const MINI_SECTOR = 64;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

function directoryEntry(
  name: string,
  type: number,
  fields: { child?: number; right?: number; start: number; size: number },
) {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 0x40);
  entry.writeUInt8(type, 0x42);
  entry.writeUInt8(1, 0x43); // black
  entry.writeUInt32LE(FREE, 0x44);
  entry.writeUInt32LE(fields.right ?? FREE, 0x48);
  entry.writeUInt32LE(fields.child ?? FREE, 0x4c);
  entry.writeUInt32LE(fields.start, 0x74);
  entry.writeUInt32LE(fields.size, 0x78);
  return entry;
}

/** An OLE compound file with small streams (each under 4096 bytes, so all in the mini stream). */
function compoundFile(streams: readonly { name: string; data: Buffer }[]): Buffer {
  const miniFat: number[] = [];
  const starts: number[] = [];
  const chunks: Buffer[] = [];
  for (const { data } of streams) {
    const padded = padTo(data, MINI_SECTOR);
    const first = miniFat.length;
    const count = padded.length / MINI_SECTOR;
    for (let index = 0; index < count; index++)
      miniFat.push(index === count - 1 ? END_OF_CHAIN : first + index + 1);
    starts.push(first);
    chunks.push(padded);
  }
  const miniStream = padTo(Buffer.concat(chunks), SECTOR);
  const miniSectors = miniStream.length / SECTOR;
  // Sectors: 0 FAT, 1 directory, 2 MiniFAT, 3… the mini stream.
  const fat = Array<number>(SECTOR / 4).fill(FREE);
  fat[0] = FAT_SECTOR;
  fat[1] = END_OF_CHAIN;
  fat[2] = END_OF_CHAIN;
  for (let index = 0; index < miniSectors; index++)
    fat[3 + index] = index === miniSectors - 1 ? END_OF_CHAIN : 4 + index;
  const entries = [
    directoryEntry('Root Entry', 5, { child: 1, start: 3, size: miniFat.length * MINI_SECTOR }),
    ...streams.map(({ name, data }, index) =>
      directoryEntry(name, 2, {
        right: index + 2 < streams.length + 1 ? index + 2 : FREE,
        start: starts[index] ?? 0,
        size: data.length,
      }),
    ),
  ];
  const directory = padTo(Buffer.concat(entries), SECTOR);
  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(2, 0x3c); // first MiniFAT sector
  header.writeUInt32LE(1, 0x40);
  header.writeUInt32LE(END_OF_CHAIN, 0x44); // no DIFAT sectors
  for (let index = 0; index < 109; index++) header.writeUInt32LE(index === 0 ? 0 : FREE, 0x4c + index * 4);
  const miniFatSector = Buffer.alloc(SECTOR, 0xff);
  for (const [index, value] of miniFat.entries()) miniFatSector.writeUInt32LE(value, index * 4);
  const fatSector = Buffer.alloc(SECTOR);
  for (const [index, value] of fat.entries()) fatSector.writeUInt32LE(value, index * 4);
  return Buffer.concat([header, fatSector, directory, miniFatSector, miniStream]);
}

/** `docx` as Word saves it with "Criptografar com senha" and `password`. */
export function passwordProtectedDocx(password: string, docx: Buffer): Buffer {
  const salt = randomBytes(16);
  const key = standardKey(password, salt);
  const size = Buffer.alloc(8);
  size.writeBigUInt64LE(BigInt(docx.length));
  return compoundFile([
    { name: 'EncryptionInfo', data: encryptionInfo(key, salt) },
    { name: 'EncryptedPackage', data: Buffer.concat([size, aesEcb(key, padTo(docx, 16))]) },
  ]);
}
