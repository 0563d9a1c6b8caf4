// Everything over the chart: crosshair, user label, top bar, overlays,
// cards, the settings gear, the side panel, toasts, readouts, load progress
// and the status bar. Also
// runs the charts of the sign-in session.
import { useSnapshot } from 'valtio';
import { Cards } from '../cards/Cards';
import { useChart } from '../chart/chartHandle';
import { pl } from '../i18n/pl';
import { liveStore } from '../live';
import { AtonOverlay } from '../overlays/AtonOverlay';
import { PanelHost } from '../panels/PanelHost';
import { session } from '../session';
import { ChartAttribution } from './ChartAttribution';
import { ChartProgress } from './ChartProgress';
import { ChartReadouts } from './ChartReadouts';
import { SettingsGear } from './SettingsGear';
import { StatusBar } from './StatusBar';
import { Toasts } from './Toasts';
import { TopBar } from './TopBar';
import { useChartSession } from './useChartSession';

export function Shell() {
  const auth = useSnapshot(session.state);
  const chart = useChart();
  useChartSession(chart, auth.isAuthenticated);
  return (
    <>
      {auth.isAuthenticated && <AtonOverlay live={liveStore} />}
      <ChartReadouts />
      <ChartProgress />
      <ChartAttribution />
      <StatusBar />
      <div className="crosshair" aria-hidden="true" />
      {auth.user && <div className="user-label">{pl.app.userLabel(auth.user.username)}</div>}
      {auth.isAuthenticated && <TopBar />}
      {auth.isAuthenticated && <Cards />}
      {auth.isAuthenticated && <SettingsGear />}
      {auth.isAuthenticated && <PanelHost />}
      <Toasts />
    </>
  );
}
