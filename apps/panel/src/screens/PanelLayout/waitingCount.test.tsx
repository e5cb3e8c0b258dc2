import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { RequireAuth } from '../../app/RequireAuth.tsx';
import { json, type Schemas } from '../../testing/fakeApi.ts';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import ConversaScreen from '../Conversas/ConversaScreen.tsx';
import { PanelLayoutScreen } from './PanelLayoutScreen.tsx';

const PHONE = '5511912345678';
const WAITING: Schemas['ConversationAgentState'] = {
  pausado: true,
  motivo: 'fluxo',
  desde: '2025-06-18T13:00:00.000Z',
  nao_perturbe_desde: null,
  aguardando: { desde: '2025-06-18T13:00:00.000Z', motivo: 'pediu uma pessoa' },
};
const ACTIVE: Schemas['ConversationAgentState'] = {
  pausado: false,
  motivo: null,
  desde: null,
  nao_perturbe_desde: null,
  aguardando: null,
};

/** The panel on a waiting lead's open conversation; the server counts `waiting` leads until it is resumed. */
function renderWaitingConversation() {
  let estado = WAITING;
  let waiting = 2;
  const calls = { total: 0, conversation: 0 };
  renderWithApp(
    <Switch>
      <Route path="/panel/*?">
        <RequireAuth>
          <PanelLayoutScreen>
            <Route path="/panel/conversas/:phone">
              <ConversaScreen />
            </Route>
          </PanelLayoutScreen>
        </RequireAuth>
      </Route>
    </Switch>,
    {
      path: `/panel/conversas/${PHONE}`,
      routes: {
        'GET /api/agents': () => json({ agent: null }),
        'GET /api/conexao/status': () => json({ status: 'connected' }),
        'GET /api/conversas/aguardando/total': () => {
          calls.total += 1;
          return json({ total: waiting });
        },
        [`GET /api/conversas/${PHONE}`]: () => {
          calls.conversation += 1;
          return json({
            lead_phone: PHONE,
            nome: 'Ana Lima',
            estado,
            agente_conta: 'ativo',
            mensagens: [],
            turnos: [],
            cursor: null,
          });
        },
        [`DELETE /api/conversas/${PHONE}/pausa`]: () => {
          estado = ACTIVE;
          waiting = 1;
          return json({ estado });
        },
      },
    },
  );
  return calls;
}

const conversationsEntry = async (name: RegExp) =>
  within(await screen.findByRole('navigation', { name: 'Menu principal' })).findByRole('link', { name });

describe('PanelLayout: the leads waiting for a person', { timeout: 15_000 }, () => {
  it('are counted on Conversas in the menu, in words for a screen reader', async () => {
    renderWaitingConversation();
    expect(await conversationsEntry(/^Conversas\s*, 2 aguardando você$/)).toHaveAttribute(
      'href',
      '/panel/conversas',
    );
  });

  it('are counted again at once when the open conversation stops waiting, not at the next poll', async () => {
    const user = userEvent.setup();
    const calls = renderWaitingConversation();
    await conversationsEntry(/2 aguardando você$/);
    await user.click(await screen.findByRole('button', { name: 'Retomar agente' }));
    await conversationsEntry(/^Conversas\s*, 1 aguardando você$/);
    // One conversation read on opening: the count neither remounted nor re-ran the open conversation.
    expect(calls.conversation).toBe(1);
  });
});
