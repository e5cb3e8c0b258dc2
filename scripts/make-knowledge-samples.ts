// Writes the knowledge base's tiny sample documents (a one-page PDF and a DOCX, a few sentences each of a store's
// policy: pickup and deliveries) into apps/server/assets/demo, where the journeys read their files. Run again only to change their text:
// tsx scripts/make-knowledge-samples.ts
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';

const ASSETS = path.resolve(import.meta.dirname, '../apps/server/assets/demo');

export const SAMPLE_PDF_LINES = [
  'Retirada na loja',
  'Voce pode retirar o pedido na nossa loja de Curitiba, na Rua XV de Novembro, 100.',
  'A retirada e de segunda a sabado, das 9h as 18h, com um documento com foto.',
];

export const SAMPLE_DOCX_PARAGRAPHS = [
  'Entregas da Loja Bela',
  'Enviamos para todo o Brasil pelos Correios.',
  'O prazo de entrega para Recife é de 5 a 8 dias úteis depois da postagem.',
];

/** A one-page PDF with a text layer (Helvetica, ASCII), its cross-reference table computed from the offsets. */
function pdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 11 Tf 40 ${760 - index * 18} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`)
    .join('\n');
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>',
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
    `<</Length ${Buffer.byteLength(text, 'latin1')}>>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The smallest DOCX Word and mammoth read: content types, the package relationship and the document. */
async function docx(paragraphs: readonly string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

await writeFile(path.join(ASSETS, 'retirada.pdf'), pdf(SAMPLE_PDF_LINES));
await writeFile(path.join(ASSETS, 'entregas.docx'), await docx(SAMPLE_DOCX_PARAGRAPHS));
