import { ADMIN_USER_ID, formatPhoneBr } from '@agente/rules';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { type PanelStatus, PanelStatusProvider } from '../../app/panelStatus.tsx';
import { useServices } from '../../app/ServicesContext.tsx';
import { useSession, useSessionActor } from '../../app/session.tsx';
import { SidebarProvider, useSidebar } from '../../app/sidebar.tsx';
import { ToastsProvider, useToasts } from '../../app/toasts.tsx';
import { PATHS } from '../../paths.ts';
import { siteConfig } from '../../siteConfig.ts';
import { PanelLayoutView } from './PanelLayoutView.tsx';
import { PANEL_LAYOUT_COPY as COPY } from './panelLayout.copy.ts';
import { useAgentStatus } from './useAgentStatus.ts';
import { useConnectionIndicator } from './useConnectionIndicator.ts';
import { useSupportChat } from './useSupportChat.ts';
import { useVersionCheck } from './useVersionCheck.ts';
import { useWaitingCount } from './useWaitingCount.ts';

// Only an account with a temporary password sees this modal: its code (react-aria's dialog) stays out of every
// other panel page's first load.
const ForcedPasswordChange = lazy(() =>
  import('./ForcedPasswordChange.tsx').then((module) => ({ default: module.ForcedPasswordChange })),
);

/** The layout around every /panel screen (behind the route guard, so a user is logged in). */
export function PanelLayoutScreen({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <ToastsProvider>
      <SidebarProvider>
        <PanelLayout userId={user.id}>{children}</PanelLayout>
      </SidebarProvider>
    </ToastsProvider>
  );
}

function PanelLayout({ userId, children }: { userId: number; children: ReactNode }) {
  const { api, reloadPage, chatSession, tokenStorage, loadPage } = useServices();
  const session = useSession();
  const sessionActor = useSessionActor();
  const [path, navigate] = useLocation();
  const sidebar = useSidebar();
  const user = session.user;
  const toasts = useToasts();
  const agent = useAgentStatus(api, ({ requested, status }) => {
    if (status !== requested) toasts.error(COPY.agentPause.failed);
    else toasts.success(status ? COPY.agentPause.resumed : COPY.agentPause.paused);
  });
  // Pausing silences every conversation, so it is confirmed; reactivating is harmless and immediate.
  const [isPauseConfirmOpen, setPauseConfirmOpen] = useState(false);
  const requestToggle = () => (agent.status ? setPauseConfirmOpen(true) : agent.toggle());
  const connection = useConnectionIndicator(api, user?.user_phone ?? null);
  const version = useVersionCheck(api, reloadPage);
  const waitingCount = useWaitingCount(api);
  const chat = useSupportChat(api, userId, chatSession, siteConfig.support.chatUrl);

  // A new screen closes the drawer on narrow screens.
  const closeSidebar = sidebar.close;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => closeSidebar(), [path]);

  // Behind the forced password change the server refuses the screen's and the menu's reads; once the new
  // password is saved they are read again, so the first screen after it shows the account, not those refusals.
  const { reload: reloadAgent } = agent;
  const { recheck: recheckConnection } = connection;
  const hadTemporaryPassword = useRef(session.mustChangePassword);
  useEffect(() => {
    if (hadTemporaryPassword.current && !session.mustChangePassword) {
      reloadAgent();
      recheckConnection();
    }
    hadTemporaryPassword.current = session.mustChangePassword;
  }, [session.mustChangePassword, reloadAgent, recheckConnection]);

  // Stable while its callbacks are: every screen under the layout reads it, and a new value re-renders them all.
  const panelStatus = useMemo<PanelStatus>(
    () => ({
      reloadAgentStatus: agent.reload,
      recheckConnection: connection.recheck,
      recountWaiting: waitingCount.recount,
    }),
    [agent.reload, connection.recheck, waitingCount.recount],
  );

  if (!user) return null;
  // A tab the administrator opened on this customer's panel: leaving it ends that session only and brings the
  // administrator's own panel back in this tab.
  const isCustomerView = tokenStorage.isCustomerView?.() ?? false;
  const leaveCustomerView = () => {
    const watch = sessionActor.subscribe((state) => {
      if (!state.matches('anonymous')) return;
      watch.unsubscribe();
      loadPage(PATHS.users);
    });
    sessionActor.send({ type: 'session.logout' });
  };
  const logout = () => {
    if (isCustomerView) return leaveCustomerView();
    sessionActor.send({ type: 'session.logout' });
    navigate(PATHS.login);
  };
  return (
    <PanelLayoutView
      currentPath={path}
      user={{ name: user.name, phone: user.user_phone ? formatPhoneBr(user.user_phone) : null }}
      isAdministrator={user.id === ADMIN_USER_ID}
      agentStatus={agent.status}
      canToggleAgent={agent.canToggle}
      onToggleAgent={requestToggle}
      pauseConfirm={{
        isOpen: isPauseConfirmOpen,
        onOpenChange: setPauseConfirmOpen,
        onConfirm: () => {
          setPauseConfirmOpen(false);
          agent.toggle();
        },
      }}
      connection={connection.state}
      waitingCount={waitingCount.total}
      onLogout={logout}
      isSidebarOpen={sidebar.isOpen}
      onSidebarOpenChange={(open) => (open ? sidebar.open() : sidebar.close())}
      year={new Date().getFullYear()}
      chat={session.mustChangePassword ? null : chat}
      passwordChange={
        session.mustChangePassword ? (
          <Suspense fallback={null}>
            <ForcedPasswordChange user={user} defaultPassword={session.defaultPassword} />
          </Suspense>
        ) : null
      }
      customerView={isCustomerView ? { name: user.name, onLeave: leaveCustomerView } : null}
      hasNewVersion={version.hasNewVersion}
      onReload={version.reload}
    >
      <PanelStatusProvider value={panelStatus}>
        {/* Behind the forced change the screen is not loaded at all: its calls would only answer "senha
            provisória" and draw an error the user can do nothing about until the modal is done. */}
        {session.mustChangePassword ? null : children}
      </PanelStatusProvider>
    </PanelLayoutView>
  );
}
