import { describe, expect, it } from 'vitest';
import { normalizeMessage } from './normalize.ts';
import { asksToStop } from './stop.ts';

const stops = (text: string) => asksToStop(normalizeMessage(text));

describe('asksToStop', () => {
  it.each([
    'PARA',
    'para!!!',
    'PARAAAA',
    'PARA PELO AMOR DE DEUS',
    'para por favor',
    'pare',
    'parem já',
    'chega',
    'sai',
    'SAI FORA',
    'vaza',
    'stop',
    'para de me mandar mensagem',
    'pare de mandar mensagem',
    'para de encher o saco',
    'pode parar de mandar msg',
    'não quero mais',
    'nao quero mais nada',
    'não quero mais receber isso',
    'Não quero, obrigado',
    'nao obg',
    'não tenho interesse',
    'sem interesse',
    'não me interessa',
    'não estou interessada',
    'me deixa em paz',
    'me deixe em paz por favor',
    'me tira da lista',
    'tira meu número dessa lista',
    'remove meu contato',
    'quero me descadastrar',
    'não me mande mais mensagens',
    'nao manda mais nada',
    'nunca mais me mande isso',
    'vou te bloquear',
    'vou denunciar esse número',
    'isso é spam',
    'chega de mensagem',
    'não me procure mais',
    '😡 para',
  ])('%j stops', (text) => {
    expect(stops(text)).toBe(true);
  });

  it.each([
    'para que serve?',
    'pra quem é indicado?',
    'é para cabelo cacheado?',
    'não',
    'nao sei ainda',
    'não quero mais esperar, manda o link',
    'quero parar a queda do meu cabelo',
    'faz parar de cair?',
    'chega quando?',
    'em quanto tempo chega?',
    'sai por quanto?',
    'quanto sai o kit?',
    'não chegou meu pedido',
    'some a caspa?',
    'cancela a assinatura depois?',
    'tem como cancelar depois?',
    'ok',
  ])('%j does not stop', (text) => {
    expect(stops(text)).toBe(false);
  });
});
