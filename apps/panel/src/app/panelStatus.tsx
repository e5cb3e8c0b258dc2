import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the side menu shows about the account and that other screens can change: the agent's status (Meu Agente
 * creates the agent), the messaging-app connection (Conectar WhatsApp connects the number) and the count of leads
 * waiting for a person (a conversation answered or resumed).
 */
export interface PanelStatus {
  /** Reads the agent's status again (after the agent is created or saved). */
  reloadAgentStatus: () => void;
  /** Checks the messaging-app connection again (after connecting or disconnecting). */
  recheckConnection: () => void;
  /** Counts the leads waiting for a person again (a conversation saw one start or stop waiting). */
  recountWaiting: () => void;
}

const NO_PANEL_STATUS: PanelStatus = {
  reloadAgentStatus: () => undefined,
  recheckConnection: () => undefined,
  recountWaiting: () => undefined,
};

const PanelStatusContext = createContext<PanelStatus>(NO_PANEL_STATUS);

export function PanelStatusProvider({ value, children }: { value: PanelStatus; children: ReactNode }) {
  return <PanelStatusContext.Provider value={value}>{children}</PanelStatusContext.Provider>;
}

/** Inside the panel layout: refreshes the menu's status; outside it (stories, tests) does nothing. */
export function usePanelStatus(): PanelStatus {
  return useContext(PanelStatusContext);
}
