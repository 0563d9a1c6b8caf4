// The console's single screen: the chart view with its status bar and top
// bar, under the login overlay while nobody is signed in.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Cards } from './cards/Cards';
import { pl } from './i18n/pl';
import { ChartView } from './chart/ChartView';
import { LoginOverlay } from './login/LoginOverlay';
import { liveConnection } from './live';
import { session } from './session';
import { TopBar } from './shell/TopBar';
import './app.css';

export function App() {
  const auth = useSnapshot(session.state);

  useEffect(() => {
    session.restore();
  }, []);

  // Live streams run only while signed in (the server refuses them otherwise).
  useEffect(() => {
    if (!auth.isAuthenticated) return;
    liveConnection.start();
    return () => liveConnection.stop();
  }, [auth.isAuthenticated]);

  if (auth.isLoading) return <div className="loading-screen">{pl.app.loading}</div>;

  return (
    <>
      <main className={auth.isAuthenticated ? 'main-view' : 'main-view main-view--blurred'} aria-hidden={!auth.isAuthenticated}>
        <ChartView />
        <div className="crosshair" aria-hidden="true" />
        {auth.user && <div className="user-label">{pl.app.userLabel(auth.user.username)}</div>}
        {auth.isAuthenticated && <TopBar />}
        {auth.isAuthenticated && <Cards />}
      </main>
      {!auth.isAuthenticated && <LoginOverlay />}
    </>
  );
}
