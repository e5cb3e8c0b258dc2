import type { Media, Offer } from '@agente/api';
import { describe, expect, it } from 'vitest';
import {
  addMedia,
  addOffer,
  draftFromText,
  draftToText,
  EMPTY_DRAFT,
  hasText,
  removeMarker,
  type StepDraft,
} from './stepDraft.ts';
import { draftChips } from './stepItems.ts';

const media = (id: number, tipo: Media['tipo'] = 'imagem'): Media => ({
  id,
  titulo: `Mídia ${id}`,
  tipo,
  nome_arquivo: `m${id}.png`,
  id_produto: 3,
});
const offer: Offer = { id: 7, nome_oferta: null, preco: 97.9, link: 'https://pay.exemplo.com/kit' };
const noSources = { mediaById: new Map(), offerById: new Map() };

describe('step draft', () => {
  it('writes media → offers → pause → text whatever the order they were added in', () => {
    let draft: StepDraft = { ...EMPTY_DRAFT, text: 'Veja o catálogo', pause: true };
    draft = addOffer(draft, offer);
    draft = addMedia(draft, media(5, 'pdf'));
    expect(draftToText(draft)).toBe(
      '{MEDIA Id=5 codec=pdf}{OFERTA Id=7 Valor=97.90 Link=https://pay.exemplo.com/kit}{PAUSAR_AGENTE}Veja o catálogo',
    );
  });

  it('reads a stored step back, with Windows line breaks as \\n', () => {
    const draft = draftFromText('Oi{PAUSAR_AGENTE}\r\ntudo? {MEDIA Id=2 codec=audio}');
    expect(draft).toEqual({
      media: [{ type: 'media', id: 2, codec: 'audio' }],
      offers: [],
      pause: true,
      text: 'Oi\ntudo? ',
    });
  });

  it('never holds the same media or offer twice, nor more than 4 media', () => {
    let draft = addMedia(addMedia(EMPTY_DRAFT, media(1)), media(1));
    draft = addOffer(addOffer(draft, offer), offer);
    expect(draft.media).toHaveLength(1);
    expect(draft.offers).toHaveLength(1);
    for (const id of [2, 3, 4, 5]) draft = addMedia(draft, media(id));
    expect(draft.media.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('removes the marker of a chip', () => {
    const draft = addOffer(addMedia({ ...EMPTY_DRAFT, pause: true }, media(1)), offer);
    const keys = draftChips(draft, noSources).map((chip) => chip.key);
    expect(keys).toEqual(['media-1', 'offer-7', 'pause']);
    expect(removeMarker(draft, 'media-1').media).toEqual([]);
    expect(removeMarker(draft, 'offer-7').offers).toEqual([]);
    expect(removeMarker(draft, 'pause').pause).toBe(false);
  });

  it('names the chips by media title and price', () => {
    const draft = addOffer(addMedia(addMedia(EMPTY_DRAFT, media(1)), media(9, 'video')), offer);
    const labels = draftChips(draft, { ...noSources, mediaById: new Map([[1, media(1)]]) }).map(
      (chip) => chip.label,
    );
    expect(labels).toEqual(['Mídia: Mídia 1 (Imagem)', 'Mídia: Mídia #9 (Vídeo)', 'Oferta: R$\u00a097,90']);
  });

  it("names an offer chip by the offer's name before its price, and says so when removing it", () => {
    const draft = addOffer(EMPTY_DRAFT, offer);
    const named = { ...offer, nome_oferta: 'Kit 3 frascos' };
    const [chip] = draftChips(draft, { ...noSources, offerById: new Map([[offer.id, named]]) });
    expect(chip?.label).toBe('Oferta: Kit 3 frascos — R$\u00a097,90');
    expect(chip?.removeLabel).toBe('Remover oferta Kit 3 frascos — R$\u00a097,90');
  });

  it('asks for text beyond spaces', () => {
    expect(hasText({ ...EMPTY_DRAFT, text: '  \n ' })).toBe(false);
    expect(hasText({ ...EMPTY_DRAFT, text: 'Oi' })).toBe(true);
  });
});
