/*
 * The sample store the knowledge part of eval:agent asks: the demo serum's seller with a FAQ, a store policy
 * (the text of the PDF a seller would upload) and "Sobre o negócio". None of it repeats the catalogue (prices,
 * payment, guarantee, the description) or the demo's objections: those answer before the knowledge base.
 */

export const STORE_FAQ: readonly { readonly pergunta: string; readonly resposta: string }[] = [
  { pergunta: 'Vocês têm loja física?', resposta: 'Não temos loja física: vendemos só pela internet.' },
  {
    pergunta: 'Serve para homem?',
    resposta: 'Serve sim! O sérum é unissex e funciona igual em qualquer cabelo.',
  },
  {
    pergunta: 'Posso usar grávida ou amamentando?',
    resposta: 'Na gravidez e na amamentação, converse antes com seu médico e leve o rótulo na consulta.',
  },
  { pergunta: 'Criança pode usar?', resposta: 'O uso é indicado a partir dos 12 anos.' },
  {
    pergunta: 'Qual o cheiro do sérum?',
    resposta: 'Tem um perfume suave de amêndoas que some em poucos minutos.',
  },
  {
    pergunta: 'Como aplicar o sérum?',
    resposta: 'Aplique 5 gotas no couro cabeludo seco e massageie por um minuto, de preferência à noite.',
  },
  { pergunta: 'Precisa enxaguar depois de aplicar?', resposta: 'Não precisa enxaguar: é um leave-in.' },
  {
    pergunta: 'Posso usar junto com progressiva?',
    resposta: 'Pode, sim: espere 48 horas depois da progressiva para voltar a aplicar.',
  },
  {
    pergunta: 'Posso pintar o cabelo usando o sérum?',
    resposta: 'Pode pintar normalmente; só pause o sérum no dia da tintura.',
  },
  { pergunta: 'Serve para cabelo oleoso?', resposta: 'Serve, a fórmula é leve e não pesa na raiz.' },
  { pergunta: 'Ajuda com caspa?', resposta: 'Ele não trata caspa; para isso procure um xampu anticaspa.' },
  {
    pergunta: 'Qual a validade do produto?',
    resposta: 'A validade é de 24 meses fechado e 6 meses depois de aberto.',
  },
  {
    pergunta: 'Precisa guardar na geladeira?',
    resposta: 'Não precisa de geladeira: guarde em lugar fresco, longe do sol.',
  },
  { pergunta: 'Vocês emitem nota fiscal?', resposta: 'Emitimos nota fiscal eletrônica em todos os pedidos.' },
  { pergunta: 'Vocês enviam para fora do Brasil?', resposta: 'Por enquanto enviamos só dentro do Brasil.' },
  {
    pergunta: 'Posso retirar o pedido pessoalmente?',
    resposta: 'Não fazemos retirada: todos os pedidos vão pelos Correios ou transportadora.',
  },
  {
    pergunta: 'Vocês vendem para revenda ou atacado?',
    resposta: 'Temos condições para revendedores: escreva para revenda@cabeloforte.com.br.',
  },
  {
    pergunta: 'Dá para mandar como presente?',
    resposta: 'Dá sim: marque "é presente" no pedido e enviamos com cartão e sem nota de valor.',
  },
  {
    pergunta: 'A embalagem é discreta?',
    resposta: 'A caixa de envio é parda, sem o nome do produto por fora.',
  },
  {
    pergunta: 'Posso mudar o endereço de entrega depois da compra?',
    resposta: 'Pode mudar o endereço até o pedido ser despachado, pelo e-mail contato@cabeloforte.com.br.',
  },
  { pergunta: 'Qual o e-mail de vocês?', resposta: 'Nosso e-mail é contato@cabeloforte.com.br.' },
  { pergunta: 'Vocês têm Instagram?', resposta: 'Temos sim: @cabeloforte.oficial.' },
  {
    pergunta: 'O produto é testado dermatologicamente?',
    resposta: 'É dermatologicamente testado, com laudo de laboratório independente.',
  },
  { pergunta: 'Posso usar na barba?', resposta: 'Pode usar na barba também, com 2 gotas por aplicação.' },
  {
    pergunta: 'Funciona em cabelo cacheado?',
    resposta: 'Funciona em todas as curvaturas, de liso a crespo.',
  },
  {
    pergunta: 'Posso ir à piscina ou ao mar usando?',
    resposta: 'Pode, mas aplique de novo depois de lavar o cabelo com cloro ou água salgada.',
  },
  {
    pergunta: 'Tem assinatura mensal?',
    resposta: 'Ainda não temos assinatura; cada pedido é uma compra avulsa.',
  },
  {
    pergunta: 'Quantas vezes por dia devo usar?',
    resposta: 'Uma vez por dia basta, todos os dias.',
  },
  {
    pergunta: 'Mancha o travesseiro?',
    resposta: 'Não mancha: ele seca em poucos minutos e não deixa resíduo.',
  },
  {
    pergunta: 'Posso usar com minoxidil?',
    resposta: 'Pode usar com minoxidil, em horários diferentes do dia.',
  },
  {
    pergunta: 'É fabricado no Brasil?',
    resposta: 'É fabricado em Curitiba, no Paraná, com registro na Anvisa.',
  },
  {
    pergunta: 'Serve para alopecia?',
    resposta: 'Em caso de alopecia, procure um dermatologista; o sérum não substitui tratamento médico.',
  },
];

/** The store's policy, as its uploaded PDF reads: headings and paragraphs. */
export const STORE_POLICY_NAME = 'politica-da-loja.pdf';
export const STORE_POLICY = `Política da loja Cabelo Forte

Trocas e devoluções
Você pode pedir a troca ou a devolução em até 30 dias corridos depois de receber o pedido. O produto precisa estar lacrado e na embalagem original. Produtos abertos só são trocados com defeito de fabricação.

Como pedir a troca
Escreva para trocas@cabeloforte.com.br com o número do pedido. Enviamos um código de postagem reversa dos Correios sem custo para você.

Envio
Os pedidos são despachados em até 2 dias úteis depois da confirmação. Enviamos pelos Correios (PAC e SEDEX) e por transportadora para as capitais.

Frete grátis
O frete é grátis para compras acima de duas unidades em todo o Brasil.

Produto danificado no transporte
Se o produto chegar vazado ou quebrado, fotografe a caixa e o frasco no dia do recebimento. Com as fotos, mandamos outro frasco sem custo.

Privacidade
Seus dados são usados só para entregar o pedido e emitir a nota fiscal. Não vendemos nem compartilhamos seus dados com terceiros.

Endereço errado
Se o pedido voltar por endereço incorreto, o novo envio tem o custo do frete por conta do cliente.

Pedido ausente na entrega
Os Correios tentam a entrega três vezes. Depois disso o pedido fica disponível na agência por 7 dias para retirada.

Reembolso
O reembolso de uma devolução é feito em até 10 dias úteis depois que o produto chega ao nosso centro de distribuição.`;

/** "Sobre o negócio", as the owner would write it. */
export const STORE_ABOUT = `A Cabelo Forte é uma marca de Curitiba criada em 2019 por duas tricologistas.

Horário de atendimento: de segunda a sexta, das 9h às 18h, e aos sábados das 9h às 13h.

Nosso escritório fica na Rua XV de Novembro, 1200, Centro, Curitiba (endereço administrativo, não atende ao público).

Telefone fixo para atendimento: (41) 3333-4444.

Nosso CNPJ é 12.345.678/0001-90.

Também vendemos em marketplaces: Mercado Livre e Shopee, na loja oficial Cabelo Forte.`;
