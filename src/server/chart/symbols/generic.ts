// S-52 style generic symbols for the point forms of S-57 object classes we
// draw nothing more specific for: information areas (regulated and
// reporting areas, tidal data) get the magenta information mark (S-52
// CHINFO), other objects the position mark (S-52 POSGEN). Only classes the
// S-57 object catalogue allows as points get one: any other name is unknown.
import { PAINT, svgDocument } from './svg';

/** Object classes of the S-57 (edition 3.1) catalogue whose primitive may be a point. */
export const S57_POINT_CLASSES: ReadonlySet<string> = new Set(
  (
    'AIRARE ACHBRT ACHARE BCNCAR BCNISD BCNLAT BCNSAW BCNSPP BERTHS BRIDGE BUISGL BUAARE BOYCAR BOYINB BOYISD BOYLAT ' +
    'BOYSAW BOYSPP CTSARE CTNARE CHKPNT CGUSTA CTRPNT CRANES CURENT DAMCON DAYMAR DISMAR DMPGRD FSHFAC FOGSIG FORSTC ' +
    'GATCON GRIDRN HRBFAC HULKES ICNARE LNDARE LNDELV LNDRGN LNDMRK LIGHTS LITFLT LITVES LOCMAG LOGPON MAGVAR MARCUL ' +
    'MIPARE MORFAC OBSTRN OFSPLF PILPNT PILBOP PIPARE PIPSOL PRCARE PRDARE PYLONS RADRFL RADSTA RTPBCN RDOCAL RDOSTA ' +
    'RAPIDS RCTLPT RSCSTA RETRFL ROADWY RUNWAY SNDWAV SEAARE SPLARE SBDARE SLCONS SISTAT SISTAW SILTNK SLOGRD SMCFAC ' +
    'SPRING SQUARE TS_PRH TS_PNH TS_PAD TS_TIS T_HMON T_NHMN T_TIMS TOPMAR TUNNEL UWTROC VEGATN WATTUR WATFAL WEDKLP ' +
    'WRECKS TS_FEB NEWOBJ'
  ).split(' '),
);

/** Classes whose point is information about an area or tidal data rather than an object: the information mark. */
const INFORMATION = /^(T_|TS_)|ARE$|^(RDOCAL|RCTLPT|DISMAR|SISTAT|SISTAW|CURENT|LOCMAG)$/;

const information = (colour: string): string =>
  `<circle cx="16" cy="16" r="10" fill="none" stroke="${colour}" stroke-width="1.5"/><circle cx="16" cy="10.5" r="1.4" fill="${colour}"/><path d="M16 14 V22.5" stroke="${colour}" stroke-width="2.2"/>`;

const position = `<circle cx="16" cy="16" r="5" fill="none" stroke="#070707" stroke-width="1.4"/><circle cx="16" cy="16" r="1.2" fill="#070707"/>`;

/** The generic symbol of a point class of the catalogue, or null for a name that is not one. */
export function genericSymbol(objectClass: string): string | null {
  if (!S57_POINT_CLASSES.has(objectClass)) return null;
  return svgDocument(`${objectClass} (generic)`, INFORMATION.test(objectClass) ? information(PAINT.magenta) : position);
}
