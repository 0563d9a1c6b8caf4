// Navigation warning symbols over the chart, at the first coordinate of
// part[0].geometry[0].coords (warnings without one, or whose screen
// position is not finite, are skipped); a click (found by the chart's pick,
// or Enter on its button) raises 'navwarn-info'. The
// affected areas are drawn by the chart's warnings layer.
import { useCallback } from 'react';
import type { NavWarning } from '../../protocol/streams';
import { navWarningAnchor } from '../cards/navWarningFields';
import { emitNavWarnInfo } from '../chart/chartEvents';
import { IconOverlay, type IconPick } from '../chart/overlay/IconOverlay';
import { pl } from '../i18n/pl';
import type { LiveStore } from '../live/liveStore';
import { useLiveList } from '../live/useLiveList';
import { useThemeStyle } from '../theme/themeStyle';
import { ICON_STYLE_ID, ICON_THEME_CSS } from './iconColours';
import './overlays.css';

const warningKey = (w: NavWarning) => w.id;
const warningTitle = (w: NavWarning) => w.nav_warn_title?.text ?? w.id;
const pick = (warning: NavWarning): IconPick => ({ label: pl.overlayIcons.warning(warningTitle(warning)), act: () => emitNavWarnInfo(warning) });

export function WarningOverlay({ live }: { live: Pick<LiveStore, 'warnings'> }) {
  useThemeStyle(ICON_STYLE_ID, ICON_THEME_CSS);
  const warnings = useLiveList('warnings', () => live.warnings);
  const render = useCallback((warning: NavWarning) => {
    const title = warningTitle(warning);
    return (
      <button
        type="button"
        className="warning-icon"
        data-testid="warning-icon"
        aria-label={pl.overlayIcons.warning(title)}
        title={pl.overlayIcons.warning(title)}
        onClick={pick(warning).act}
      >
        <svg viewBox="-20 -20 40 40" aria-hidden="true">
          <path d="M0 -15 L15 12 L-15 12 Z" className="icon-halo-line" />
          <path d="M0 -15 L15 12 L-15 12 Z" className="warning-icon__triangle" />
          <path d="M-1.6 -5 H1.6 L1 3 H-1 Z M-1.6 5 H1.6 V8 H-1.6 Z" className="warning-icon__mark" />
        </svg>
      </button>
    );
  }, []);
  return <IconOverlay className="warning-overlay" kind="warning" items={warnings} position={navWarningAnchor} itemKey={warningKey} pick={pick} render={render} />;
}
