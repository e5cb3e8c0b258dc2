import { describe, expect, it } from 'vitest';
import { saysNo, saysOk, saysYes } from './acknowledgement.ts';
import { saysGoodbye, thanks } from './farewell.ts';
import { greets } from './greeting.ts';
import { normalizeMessage, type Utterance } from './normalize.ts';

type Rule = (utterance: Utterance) => boolean;

const cases: readonly (readonly [string, Rule, readonly string[], readonly string[]])[] = [
  [
    'greets',
    greets,
    ['oi', 'Oiii', 'olá', 'opa, tudo bem?', 'eae', 'bom dia!', 'Boa noite', 'tudo bem?', 'oie 😊'],
    ['tudo bem', 'oito frascos', 'olha só', 'bom demais', 'noite passada caiu muito', 'ok'],
  ],
  [
    'thanks',
    thanks,
    ['obrigado', 'obg', 'vlw!', 'valeu', 'muito obrigada 🙏', '🙏', 'grata'],
    ['ok', 'vou comprar', 'oi', 'não'],
  ],
  [
    'saysGoodbye',
    saysGoodbye,
    ['tchau', 'até mais', 'flw', 'vou pensar e te falo', 'depois eu vejo', 'te aviso amanhã', '👋'],
    ['oi', 'pensei em comprar', 'vou querer', 'quanto tempo até chegar?'],
  ],
  [
    'saysYes',
    saysYes,
    ['sim', 'Simmm', 's', 'claro!', 'com certeza', 'quero sim', 'pode ser', 'isso', 'aham', 'quero'],
    ['sim, mas quanto custa?', 'simples de usar?', 'não', 'assim não dá'],
  ],
  [
    'saysNo',
    saysNo,
    ['não', 'nao', 'n', 'ainda não', 'agora não', 'acho que não', 'não sei'],
    ['não chegou', 'não é golpe?', 'nao quero mais', 'sim'],
  ],
  [
    'saysOk',
    saysOk,
    ['ok', 'OK', 'tá bom', 'blz', 'beleza', 'entendi', 'show', '👍', 'ah tá', 'certo', 'tudo bem'],
    ['ok, e quanto custa?', 'não', 'sim', 'ok mas não chegou'],
  ],
];

describe.each(cases)('%s', (_name, rule, matches, misses) => {
  it.each(matches)('matches %j', (text) => {
    expect(rule(normalizeMessage(text))).toBe(true);
  });
  it.each(misses)('does not match %j', (text) => {
    expect(rule(normalizeMessage(text))).toBe(false);
  });
});
