import {
  AgentStatusToggle,
  Banner,
  Button,
  ChatWidget,
  ConfirmDialog,
  ConnectionIndicator,
  type ConnectionIndicatorState,
  Logo,
  PanelShell,
  SideMenu,
  type SideMenuUser,
} from '@agente/ui';
import type { ReactNode } from 'react';
import { panelMenuItems } from './menuItems.ts';
import { PANEL_LAYOUT_COPY as COPY } from './panelLayout.copy.ts';
import type { SupportChatState } from './useSupportChat.ts';

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
  /** Leads waiting for a person (the number beside Conversas); null or 0 shows none. */
  waitingCount?: number | null;
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
  /** The administrator is looking at this customer's panel in a tab of its own: whose, and the way back. */
  customerView: { name: string; onLeave: () => void } | null;
}

/** The panel frame: side menu, main area, footer, support chat and the overlays. */
export function PanelLayoutView(props: PanelLayoutViewProps) {
  const brand = <Logo name={COPY.brand} />;
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
          items={panelMenuItems(props.isAdministrator, props.connection, props.waitingCount ?? 0)}
          currentPath={props.currentPath}
          user={props.user}
          status={
            <>
              <AgentStatusToggle
                status={props.agentStatus}
                labels={COPY.agentStatus}
                isDisabled={!props.canToggleAgent}
                onToggle={props.onToggleAgent}
                missing={props.connection === 'disconnected' ? COPY.agentMissingNumber : null}
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
          <ConfirmDialog
            isOpen={props.pauseConfirm.isOpen}
            onOpenChange={props.pauseConfirm.onOpenChange}
            onConfirm={props.pauseConfirm.onConfirm}
            title={COPY.agentPause.confirmTitle}
            confirmLabel={COPY.agentPause.confirm}
            cancelLabel={COPY.agentPause.cancel}
            tone="danger"
          >
            {COPY.agentPause.confirmBody}
          </ConfirmDialog>
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
      {props.customerView && (
        <Banner
          tone="info"
          emphasis="strong"
          action={
            <Button
              size="sm"
              variant="secondary"
              aria-label={COPY.customerView.leaveLabel(props.customerView.name)}
              onPress={props.customerView.onLeave}
            >
              {COPY.customerView.leave}
            </Button>
          }
        >
          {COPY.customerView.notice(props.customerView.name)} <span aria-hidden="true">·</span>
        </Banner>
      )}
      {props.children}
    </PanelShell>
  );
}
