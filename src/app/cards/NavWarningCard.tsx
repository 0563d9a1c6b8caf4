// 'Nav Warning' / 'NAV WARNING DETAILS' (spec sections 2 and 9): Title,
// Type, Publication, Cancellation, Series, Area, Locality, Affected Charts;
// 600×320 at first, resizable between 520 and 900 px wide.
import type { NavWarning } from '../../protocol/streams';
import { pl } from '../i18n/pl';
import { DraggableCard, FieldList } from './DraggableCard';
import { navWarningAnchor, navWarningFields } from './navWarningFields';

/** Spec section 9: default 600×320, width 520-900. */
export const NAV_WARNING_CARD = { widthPx: 600, heightPx: 320, minWidthPx: 520, maxWidthPx: 900 } as const;

export function NavWarningCard({ warning, onClose }: { warning: NavWarning; onClose: () => void }) {
  const size = NAV_WARNING_CARD;
  return (
    <DraggableCard
      title={pl.cards.navWarning.title}
      testId="navwarn-card"
      anchor={navWarningAnchor(warning)}
      widthPx={size.widthPx}
      heightPx={size.heightPx}
      resize={{ minWidthPx: size.minWidthPx, maxWidthPx: size.maxWidthPx }}
      onClose={onClose}
    >
      <div className="info-card__subtitle">{pl.cards.navWarning.heading}</div>
      <FieldList fields={navWarningFields(warning)} />
      {warning.preamble && <p className="info-card__note">{warning.preamble}</p>}
    </DraggableCard>
  );
}
