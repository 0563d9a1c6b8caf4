// Everything over the chart: readouts, load progress, tool status, the
// status bar, crosshair, user label, top bar, tool palette, the settings
// gear, the side panel, cards, camera windows, the pick list, the chart's
// icons and labels (the track's time labels under the tools'), toasts (in
// this order: the order of Tab). Also runs the charts of the sign-in
// session, the key signals and the lightning feed.
import { useSnapshot } from 'valtio';
import { AlarmBanner } from '../alerts/AlarmBanner';
import { Cards } from '../cards/Cards';
import { useChart } from '../chart/chartHandle';
import { pl } from '../i18n/pl';
import { liveStore } from '../live';
import { CameraWindows } from '../cameras/CameraWindows';
import { AtonOverlay } from '../overlays/AtonOverlay';
import { LabelOverlay } from '../overlays/LabelOverlay';
import { CameraOverlay } from '../overlays/CameraOverlay';
import { PickList } from '../overlays/PickList';
import { StationOverlay } from '../overlays/StationOverlay';
import { WarningOverlay } from '../overlays/WarningOverlay';
import { PanelHost } from '../panels/PanelHost';
import { ReplayTimeline } from '../replay/ReplayTimeline';
import { session } from '../session';
import { ChartAttribution } from './ChartAttribution';
import { useKeySignals } from '../signals/useKeySignals';
import { LightningFeed } from '../tools/lightning/LightningFeed';
import { ToolPalette } from '../tools/palette/ToolPalette';
import { ToolStatus } from '../tools/palette/ToolStatus';
import { ChartProgress } from './ChartProgress';
import { ChartReadouts } from './ChartReadouts';
import { SettingsGear } from './SettingsGear';
import { StatusBar } from './StatusBar';
import { Toasts } from './Toasts';
import { TopBar } from './TopBar';
import { useChartSession } from './useChartSession';
import { useTrackFeed } from '../tracks';
import { TrackTickLabels } from '../tracks/TrackTickLabels';

export function Shell() {
  const auth = useSnapshot(session.state);
  const chart = useChart();
  useChartSession(chart, auth.isAuthenticated);
  useKeySignals(chart, auth.isAuthenticated);
  useTrackFeed(auth.isAuthenticated);
  return (
    <>
      <ChartReadouts />
      <ChartProgress />
      <ChartAttribution />
      {auth.isAuthenticated && <ToolStatus />}
      <StatusBar />
      <div className="crosshair" aria-hidden="true" />
      {auth.user && <div className="user-label">{pl.app.userLabel(auth.user.username)}</div>}
      {auth.isAuthenticated && <TopBar />}
      {auth.isAuthenticated && <AlarmBanner />}
      {auth.isAuthenticated && <ReplayTimeline />}
      {auth.isAuthenticated && <ToolPalette />}
      {auth.isAuthenticated && <SettingsGear />}
      {auth.isAuthenticated && <PanelHost />}
      {auth.isAuthenticated && <Cards />}
      {auth.isAuthenticated && <CameraWindows />}
      {auth.isAuthenticated && <PickList />}
      {/* The chart's own icons come after the console's controls, so Tab reaches the
          controls first (the chrome stays above the icons by its stacking level). */}
      {auth.isAuthenticated && <AtonOverlay live={liveStore} />}
      {auth.isAuthenticated && <TrackTickLabels />}
      {auth.isAuthenticated && <LabelOverlay />}
      {auth.isAuthenticated && <StationOverlay live={liveStore} />}
      {auth.isAuthenticated && <WarningOverlay live={liveStore} />}
      {auth.isAuthenticated && <CameraOverlay />}
      {auth.isAuthenticated && <LightningFeed />}
      <Toasts />
    </>
  );
}
