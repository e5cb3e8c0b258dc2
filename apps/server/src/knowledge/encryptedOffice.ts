/**
 * Office encrypts a DOCX by wrapping it in an OLE compound file (CFB) whose streams are "EncryptionInfo" and
 * "EncryptedPackage" (ECMA-376 part 2 / MS-OFFCRYPTO). No reader opens it without the password, so it is told
 * apart from a damaged file by walking the compound file's directory for those two streams.
 */

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM_ENTRY = 2;
const ENCRYPTION_STREAMS = ['EncryptionInfo', 'EncryptedPackage'];

export function isCompoundFile(bytes: Uint8Array): boolean {
  return bytes.length >= 512 && SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** True for a compound file holding Office's encrypted package: a password-protected DOCX (or XLSX, PPTX). */
export function isEncryptedOfficePackage(bytes: Uint8Array): boolean {
  if (!isCompoundFile(bytes)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return false;
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor(bytes.length / sectorSize);
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const validSector = (sector: number) => sector < sectorCount - 1;

  // The FAT's own sectors: the header's first 109, then the DIFAT chain. Every loop is bounded by the file's size.
  const fatSectors: number[] = [];
  for (let index = 0; index < HEADER_DIFAT_ENTRIES; index++)
    fatSectors.push(view.getUint32(0x4c + index * 4, true));
  let difat = view.getUint32(0x44, true);
  for (let hops = 0; validSector(difat) && hops < sectorCount; hops++) {
    const base = sectorOffset(difat);
    for (let index = 0; index < sectorSize / 4 - 1; index++)
      fatSectors.push(view.getUint32(base + index * 4, true));
    difat = view.getUint32(base + sectorSize - 4, true);
  }
  const fatCount = view.getUint32(0x2c, true);
  const fat = fatSectors.slice(0, fatCount).filter(validSector);
  const next = (sector: number): number => {
    const perSector = sectorSize / 4;
    const fatSector = fat[Math.floor(sector / perSector)];
    if (fatSector === undefined) return END_OF_CHAIN;
    return view.getUint32(sectorOffset(fatSector) + (sector % perSector) * 4, true);
  };

  const found = new Set<string>();
  let sector = view.getUint32(0x30, true);
  for (let hops = 0; validSector(sector) && hops < sectorCount; hops++) {
    const base = sectorOffset(sector);
    for (
      let entry = base;
      entry + DIRECTORY_ENTRY_BYTES <= base + sectorSize;
      entry += DIRECTORY_ENTRY_BYTES
    ) {
      const nameBytes = view.getUint16(entry + 0x40, true);
      if (view.getUint8(entry + 0x42) !== STREAM_ENTRY || nameBytes < 2 || nameBytes > 64) continue;
      found.add(new TextDecoder('utf-16le').decode(bytes.subarray(entry, entry + nameBytes - 2)));
    }
    sector = next(sector);
  }
  return ENCRYPTION_STREAMS.every((name) => found.has(name));
}
