// The pin button beside latitude/longitude: copies the map centre into the form.
import type { GeoPoint } from '../../../protocol/geo';
import { pl } from '../../i18n/pl';
import { PinIcon } from './icons';
import { useMapCentre } from './useMapCentre';

export function CentrePin({ onPick, disabled }: { onPick: (centre: GeoPoint) => void; disabled?: boolean }) {
  const centre = useMapCentre();
  return (
    <button
      type="button"
      className="icon-button centre-pin"
      title={pl.panelForms.pinTitle}
      aria-label={pl.panelForms.pinTitle}
      disabled={disabled}
      onClick={() => {
        const c = centre();
        if (c) onPick(c);
      }}
    >
      <PinIcon />
    </button>
  );
}
