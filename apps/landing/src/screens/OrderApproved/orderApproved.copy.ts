/**
 * pt-BR texts of /compra-confirmada (docs/panel-screens.md#order-approved-page). Each buyer gets their own
 * temporary password by e-mail when the checkout confirms the purchase (the server's checkout webhook): there
 * is no shared default password to print here.
 */
export const ORDER_APPROVED_COPY = {
  title: 'Compra confirmada!',
  intro: 'Obrigado por assinar o Agente de Vendas. Seu acesso ao painel já foi criado.',
  steps: [
    'Abra o e-mail que enviamos para o endereço usado na compra: nele estão o link do painel e a sua senha provisória.',
    'Acesse o painel e faça login com o e-mail da compra e essa senha provisória.',
    'Cadastre seu produto, personalize o agente e conecte o seu WhatsApp.',
  ],
  warning:
    'Troque a senha provisória assim que entrar: o painel pede uma nova senha no primeiro acesso, e só você deve conhecê-la.',
  note: 'Não encontrou o e-mail? Confira a caixa de spam ou de promoções, ou fale com o nosso suporte.',
  panel: 'Acessar meu painel',
  home: 'Voltar ao início',
} as const;
