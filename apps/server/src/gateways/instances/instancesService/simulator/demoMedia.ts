/**
 * Files a simulated lead can attach (the simulator page's "Anexo"): a product photo and a short voice note,
 * served by the simulator itself so the message carries a real address, as a gateway's would.
 */

export const DEMO_ATTACHMENTS = ['foto', 'audio'] as const;
export type DemoAttachment = (typeof DEMO_ATTACHMENTS)[number];

export interface DemoFile {
  /** Path on the simulator. */
  readonly path: string;
  readonly wireType: 'image' | 'audio';
  readonly mimeType: string;
  readonly body: Buffer;
}

const PHOTO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<rect width="320" height="240" fill="#f3e8ff"/>
<rect x="130" y="50" width="60" height="150" rx="12" fill="#7c3aed"/>
<rect x="145" y="30" width="30" height="25" rx="4" fill="#4c1d95"/>
<text x="160" y="130" font-family="sans-serif" font-size="14" fill="#fff" text-anchor="middle">Sérum</text>
</svg>`;

const SAMPLE_RATE = 8_000;
const VOICE_SECONDS = 1;

/** One second of a soft 440 Hz tone as 8-bit mono WAV: something a player really plays. */
function voiceNoteWav(): Buffer {
  const samples = SAMPLE_RATE * VOICE_SECONDS;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) {
    wav.writeUInt8(128 + Math.round(40 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE)), 44 + i);
  }
  return wav;
}

export const DEMO_FILES: Readonly<Record<DemoAttachment, DemoFile>> = {
  foto: {
    path: '/demo/foto-do-produto.svg',
    wireType: 'image',
    mimeType: 'image/svg+xml',
    body: Buffer.from(PHOTO_SVG, 'utf8'),
  },
  audio: {
    path: '/demo/mensagem-de-voz.wav',
    wireType: 'audio',
    mimeType: 'audio/wav',
    body: voiceNoteWav(),
  },
};

export const isDemoAttachment = (value: unknown): value is DemoAttachment =>
  DEMO_ATTACHMENTS.includes(value as DemoAttachment);
