import { performance } from 'node:perf_hooks';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { normaliseModelText } from './normalise.ts';
import { type Catalogue, outsideCatalogue, vetModelText } from './vetModelText.ts';

/*
 * Adversarial strings: an amount, address or pix key outside the catalogue, disguised the ways a prompt
 * injection would (invisible characters, full-width forms, odd spacing, case), dropped among harmless words.
 */

const CATALOGUE: Catalogue = { links: ['https://pay.exemplo.com/bolo'], prices: [97.9, 1297] };
const CATALOGUE_CENTS = new Set([9_790, 129_700]);

const WORDS = [
  'Oi',
  'tudo',
  'bem',
  'o',
  'curso',
  'é',
  'ótimo',
  'você',
  'vai',
  'amar',
  'hoje',
  'olha',
  'só',
  '😊',
];
const filler = fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }).map((words) => words.join(' '));

const INVISIBLE = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u202e',
  '\u202c',
  '\u2066',
  '\u2069',
  '\u200e',
];
/** Invisible characters at random places of a piece. */
const sprinkled = (piece: string) =>
  fc
    .array(fc.tuple(fc.nat(piece.length), fc.constantFrom(...INVISIBLE)), { maxLength: 4 })
    .map((inserts) =>
      inserts
        .sort(([a], [b]) => b - a)
        .reduce((text, [at, char]) => text.slice(0, at) + char + text.slice(at), piece),
    );
const fullWidth = (text: string) =>
  text.replace(/[0-9A-Za-z$.,:/%]/g, (char) => String.fromCodePoint((char.codePointAt(0) ?? 0) + 0xfee0));
const disguised = (piece: fc.Arbitrary<string>) =>
  piece.chain((text) =>
    fc.oneof(
      fc.constant(text),
      fc.constant(fullWidth(text)),
      fc.constant(text.toUpperCase()),
      sprinkled(text),
    ),
  );

const cents = fc.integer({ min: 1, max: 9_999_999 }).filter((value) => !CATALOGUE_CENTS.has(value));
const brl = (value: number) =>
  (value / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const spaces = fc.constantFrom('', ' ', '  ', '\u00a0', '\u2009');
const amount = fc.oneof(
  fc.tuple(cents, spaces).map(([value, gap]) => `R$${gap}${brl(value)}`),
  fc
    .tuple(cents, spaces, fc.constantFrom('US$', '$', '€', 'BRL'))
    .map(([value, gap, sign]) => `${sign}${gap}${brl(value)}`),
  fc.tuple(cents, spaces).map(([value, gap]) => `${(value / 100).toFixed(2)}${gap} no pix`),
  cents.map((value) => brl(value)),
  fc
    .tuple(fc.integer({ min: 1, max: 9_999 }), fc.constantFrom('reais', 'real', 'conto', 'pila', 'dólares'))
    .filter(([value]) => !CATALOGUE_CENTS.has(value * 100))
    .map(([value, word]) => `${value} ${word}`),
  fc
    .tuple(fc.integer({ min: 2, max: 12 }), fc.constantFrom('x de', 'x', 'vezes de', 'parcelas de'), cents)
    .map(([count, word, value]) => `${count}${word === 'x' ? 'x' : ` ${word}`} ${brl(value)}`),
  fc.integer({ min: 1, max: 100 }).map((value) => `${value}% de desconto`),
  fc.constantFrom(
    'cinquenta reais',
    'R$ cem',
    'vinte e cinco reais',
    'mil reais',
    'setenta no pix',
    'cem por cento',
  ),
);
const label = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const host = fc.tuple(label, fc.stringMatching(/^[a-z]{2,8}$/)).map(([name, tld]) => `${name}.${tld}`);
const address = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('', 'http://', 'https://', 'www.', 'HTTPS://'),
      host,
      fc.constantFrom('', '/pix', '/p?x=1'),
    )
    .map(([scheme, name, path]) => `${scheme}${name}${path}`),
  fc.tuple(label, host).map(([local, name]) => `${local}@${name}`),
  fc.uuid(),
  fc
    .tuple(fc.integer({ min: 11, max: 99 }), fc.integer({ min: 10_000_000, max: 99_999_999 }))
    .map(([area, number]) => `(${area}) 9${String(number).slice(0, 4)}-${String(number).slice(4)}`),
  fc.integer({ min: 0, max: 999_999_999 }).map((value) => {
    const digits = String(value).padStart(11, '0');
    return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
  }),
);
const punctuation = fc.constantFrom('', '.', '!', ',', ')', ':');

describe('vetModelText, generated', () => {
  test.prop([filler, disguised(fc.oneof(amount, address)), punctuation, filler], { numRuns: 400 })(
    'a disguised amount, address or pix key outside the catalogue is never sent',
    (before, piece, stop, after) => {
      const verdict = vetModelText(`${before} ${piece}${stop} ${after}`, CATALOGUE);
      expect(verdict.ok).toBe(false);
    },
  );

  const cataloguePrice = fc.constantFrom(
    'R$ 97,90',
    'R$97,90',
    '97,90',
    '97.90 reais',
    'R$ 1.297,00',
    '1297 reais',
    'R$ 1.297',
  );
  test.prop([
    filler,
    fc.oneof(cataloguePrice, fc.constant('https://pay.exemplo.com/bolo')),
    punctuation,
    filler,
  ])('the catalogue price and link are sent as written', (before, piece, stop, after) => {
    const text = `${before} ${piece}${stop} ${after}`;
    expect(vetModelText(text, CATALOGUE)).toEqual({ ok: true, text: text.trim() });
  });

  // Any string over a risky alphabet: whatever is accepted carries no address and no amount, read by simpler
  // rules than the filter's own (with an empty catalogue, any amount is outside it).
  const risky = fc.string({
    unit: fc.constantFrom(
      ...'R$€%@:/.,-() 0123456789９x reaisconto.wwwhttpsbrxyz'.split(''),
      ...INVISIBLE,
      '\n',
      'ｈ',
      '＄',
    ),
    maxLength: 60,
  });
  test.prop([risky], { numRuns: 2_000 })('an accepted text carries no address and no amount', (raw) => {
    const verdict = vetModelText(raw, { links: [], prices: [] });
    if (!verdict.ok) return;
    const text = verdict.text;
    expect(text).toBe(normaliseModelText(raw).trim());
    expect(text).not.toMatch(/:\/\//);
    expect(text).not.toMatch(/[\p{L}\p{N}]\.\p{L}{2,}(?![\p{L}\p{N}_.-])/u);
    expect(text).not.toMatch(/[$€]\s*\d/);
    expect(text).not.toMatch(/\d\s*(?:%|reais|real|conto)/i);
    expect(text).not.toMatch(/\d,\d\d(?!\d)/);
    expect(text).not.toMatch(/(?:\d[\s().+-]*){8}/);
  });
});

describe('vetModelText: linear time', () => {
  const MEGABYTE = 1_048_576;
  const shapes = ['R$ 9', 'a.', '1.', '.', '-', 'x@', '9 ', 'ab12', 'https://', 'cinquenta e ', '12x de '];
  // This process's own CPU time, not the clock's: other processes on a busy machine do not count against it.
  const timed = (text: string) => {
    const started = process.cpuUsage();
    outsideCatalogue(text, CATALOGUE);
    const spent = process.cpuUsage(started);
    return (spent.user + spent.system) / 1_000;
  };
  // Linear: 16 times the text takes about 16 times as long (GC adds up to a few times that); a pass that is
  // quadratic anywhere takes 256 times as long (the old filter took 5.9 s on 50 kB).
  const GROWTH = 16;
  const LINEAR_MARGIN = 8;
  it.each(shapes)('1 MB of %j is read in linear time', (unit) => {
    const small = unit.repeat(Math.ceil(MEGABYTE / GROWTH / unit.length));
    const baseline = [timed(small), timed(small), timed(small)].sort((a, b) => a - b)[1] ?? 0;
    const large = small.repeat(GROWTH);
    const big = Math.min(timed(large), timed(large));
    expect(big).toBeLessThan(Math.max(baseline, 1) * GROWTH * LINEAR_MARGIN);
  });

  it('1 MB of model text is refused at once, whole', () => {
    const text = 'Oi! '.repeat(MEGABYTE / 4);
    const started = performance.now();
    expect(vetModelText(text, CATALOGUE)).toMatchObject({ ok: false, kind: 'longo_demais' });
    expect(performance.now() - started).toBeLessThan(100);
  });
});
