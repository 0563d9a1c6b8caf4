// The console's single screen: the chart view with its status bar, under
// the login overlay while nobody is signed in.
import { useMemo, useState } from 'react';
import { pl } from './i18n/pl';
import { LoginOverlay } from './login/LoginOverlay';
import { StatusBar } from './status/StatusBar';
import { centreGeo, startView } from './view/viewState';
import type { SessionUser } from '../protocol/auth';
import './app.css';

export function App() {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [view] = useState(startView);
  const centre = useMemo(() => centreGeo(view), [view]);

  return (
    <>
      <main className={user ? 'main-view' : 'main-view main-view--blurred'} aria-hidden={!user}>
        <div className="chart-area" />
        <div className="crosshair" aria-hidden="true" />
        {user && <div className="user-label">{pl.app.userLabel(user.username)}</div>}
        <StatusBar centre={centre} cursor={null} rangeNm={view.rangeNm} />
      </main>
      {!user && <LoginOverlay onSignedIn={(session) => setUser(session.user)} />}
    </>
  );
}
