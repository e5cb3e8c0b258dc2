import { createHash } from 'node:crypto';

/** The 32 bytes the PDF standard security handler pads every password with. */
const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) =>
  Buffer.concat([Buffer.from(password, 'latin1'), PADDING]).subarray(0, 32);

/** RC4, the cipher of the standard security handler's revision 2 (OpenSSL 3 no longer offers it). */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, index) => index);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + (s[i] ?? 0) + (key[i % key.length] ?? 0)) % 256;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let index = 0; index < data.length; index++) {
    i = (i + 1) % 256;
    j = (j + (s[i] ?? 0)) % 256;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
    out[index] = (data[index] ?? 0) ^ (s[((s[i] ?? 0) + (s[j] ?? 0)) % 256] ?? 0);
  }
  return out;
}

/**
 * A one-page PDF with a line of text that opens only with `userPassword` (standard security handler, revision 2,
 * 40-bit RC4, as "protect with password" in common tools writes it): its page's text is encrypted with the key the
 * password gives.
 */
export function passwordProtectedPdf(userPassword: string, text: string): Uint8Array {
  const fileId = Buffer.from('0123456789abcdef0123456789abcdef', 'hex');
  const permissions = -4;
  const owner = rc4(md5(padded(`${userPassword}-dono`)).subarray(0, 5), padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(userPassword), owner, p, fileId).subarray(0, 5);
  const user = rc4(key, PADDING);
  const objectKey = (number: number) =>
    md5(key, Buffer.from([number & 255, (number >> 8) & 255, (number >> 16) & 255, 0, 0])).subarray(0, 10);
  const stream = rc4(objectKey(4), Buffer.from(`BT /F1 12 Tf 20 100 Td (${text}) Tj ET`, 'latin1'));
  const hex = (bytes: Buffer) => `<${bytes.toString('hex')}>`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    null,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
    `<</Filter/Standard/V 1/R 2/O ${hex(owner)}/U ${hex(user)}/P ${permissions}>>`,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]?.length ?? 0;
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk =
      body === null
        ? Buffer.concat([
            Buffer.from(`${index + 1} 0 obj<</Length ${stream.length}>>stream\n`, 'latin1'),
            stream,
            Buffer.from('\nendstream endobj\n', 'latin1'),
          ])
        : Buffer.from(`${index + 1} 0 obj${body}endobj\n`, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer<</Size ${objects.length + 1}/Root 1 0 R/Encrypt 6 0 R/ID[${hex(fileId)}${hex(fileId)}]>>\n`,
    `startxref\n${length}\n%%EOF\n`,
  ].join('');
  chunks.push(Buffer.from(xref, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}
