// The console's single screen, layout only: the chart host with the shell
// over it, under the login overlay while nobody is signed in.
import { useDeferredValue, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { alertsConnection } from './alerts';
import { ChartHost } from './chart/ChartHost';
import { pl } from './i18n/pl';
import { liveConnection } from './live';
import { LoginOverlay } from './login/LoginOverlay';
import { session } from './session';
import { chartOptions } from './shell/chartOptions';
import { Shell } from './shell/Shell';
import { useBlockContextMenu } from './shell/useBlockContextMenu';
import { useDocumentTheme } from './theme/useDocumentTheme';
import { zonesConnection } from './zones';
import './zones/zones.css';
import './theme/theme.css';
import './app.css';

export function App() {
  const auth = useSnapshot(session.state);
  useDocumentTheme();
  useBlockContextMenu();

  useEffect(() => {
    session.restore();
  }, []);

  // Live streams run only while signed in (the server refuses them otherwise).
  useEffect(() => {
    if (!auth.isAuthenticated) return;
    liveConnection.start();
    alertsConnection.start();
    zonesConnection.start();
    return () => {
      liveConnection.stop();
      alertsConnection.stop();
      zonesConnection.stop();
    };
  }, [auth.isAuthenticated]);

  // The console's first render (chart host, shell, palette, readouts) is
  // a deferred update: React renders it in slices of a few milliseconds
  // while the loading screen stays up, instead of one long task (about
  // 60 ms here, 230 ms on a CPU four times slower).
  const consoleShown = useDeferredValue(!auth.isLoading, false);
  if (!consoleShown) return <div className="loading-screen">{pl.app.loading}</div>;

  return (
    <>
      <main className={auth.isAuthenticated ? 'main-view' : 'main-view main-view--blurred'} aria-hidden={!auth.isAuthenticated}>
        <ChartHost options={chartOptions}>
          <Shell />
        </ChartHost>
      </main>
      {!auth.isAuthenticated && <LoginOverlay />}
    </>
  );
}
