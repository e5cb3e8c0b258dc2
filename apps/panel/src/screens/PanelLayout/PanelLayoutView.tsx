import {
  AgentStatusToggle,
  Banner,
  Button,
  ChatWidget,
  ConnectionIndicator,
  type ConnectionIndicatorState,
  Logo,
  PanelShell,
  SideMenu,
  type SideMenuUser,
} from '@agente/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { panelMenuItems } from './menuItems.ts';
import { PANEL_LAYOUT_COPY as COPY } from './panelLayout.copy.ts';
import type { SupportChatState } from './useSupportChat.ts';

// The pause question's modal (react-aria's dialog, focus scope and overlay code) is no part of a panel page's
// first load: its code arrives when the question is first asked.
const PauseConfirm = lazy(() =>
  import('./PauseConfirm.tsx').then((module) => ({ default: module.PauseConfirm })),
);

export interface PanelLayoutViewProps {
  /** The screen of the current path. */
  children: ReactNode;
  currentPath: string;
  user: SideMenuUser;
  /** The administrator (user id 30) also sees 'Usuários'. */
  isAdministrator: boolean;
  /** true Ativo, false Pausado, null unknown. */
  agentStatus: boolean | null;
  canToggleAgent: boolean;
  onToggleAgent: () => void;
  /** The question before pausing the agent. */
  pauseConfirm: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; onConfirm: () => void };
  connection: ConnectionIndicatorState;
  onLogout: () => void;
  isSidebarOpen: boolean;
  onSidebarOpenChange: (isOpen: boolean) => void;
  year: number;
  /** The support chat; null hides it (while a password change is forced). */
  chat: SupportChatState | null;
  /** The forced password-change modal while it is pending, else null. */
  passwordChange: ReactNode;
  hasNewVersion: boolean;
  onReload: () => void;
}

/** The panel frame: side menu, main area, footer, support chat and the overlays. */
export function PanelLayoutView(props: PanelLayoutViewProps) {
  const brand = <Logo name={COPY.brand} />;
  // Once asked, the question stays mounted, so closing it plays its exit like any modal.
  const [wasPauseConfirmOpen, setWasPauseConfirmOpen] = useState(false);
  if (props.pauseConfirm.isOpen && !wasPauseConfirmOpen) setWasPauseConfirmOpen(true);
  return (
    <PanelShell
      title={brand}
      toggleLabel={COPY.toggleMenu}
      isSidebarOpen={props.isSidebarOpen}
      onSidebarOpenChange={props.onSidebarOpenChange}
      sidebar={
        <SideMenu
          aria-label={COPY.menuLabel}
          brand={brand}
          items={panelMenuItems(props.isAdministrator, props.connection)}
          currentPath={props.currentPath}
          user={props.user}
          status={
            <>
              <AgentStatusToggle
                status={props.agentStatus}
                labels={COPY.agentStatus}
                isDisabled={!props.canToggleAgent}
                onToggle={props.onToggleAgent}
              />
              <ConnectionIndicator state={props.connection} labels={COPY.connection} />
            </>
          }
          logoutLabel={COPY.logout}
          onLogout={props.onLogout}
          onNavigate={() => props.onSidebarOpenChange(false)}
        />
      }
      footer={COPY.footer(props.year)}
      overlays={
        <>
          {props.chat && <ChatWidget {...props.chat} labels={COPY.chat} />}
          {props.passwordChange}
          {props.pauseConfirm.isOpen || wasPauseConfirmOpen ? (
            <Suspense fallback={null}>
              <PauseConfirm {...props.pauseConfirm} />
            </Suspense>
          ) : null}
        </>
      }
      bottomBanner={
        props.hasNewVersion && (
          <Banner
            tone="warning"
            emphasis="strong"
            placement="bottom"
            action={
              <Button size="sm" onPress={props.onReload}>
                {COPY.newVersion.update}
              </Button>
            }
          >
            {COPY.newVersion.notice}
          </Banner>
        )
      }
    >
      {props.children}
    </PanelShell>
  );
}
