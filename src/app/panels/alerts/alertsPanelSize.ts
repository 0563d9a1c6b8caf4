// The 'Zagrożenia' panel's width: the registry's and the part of the chart
// it covers when an alert is shown beside it.
export const ALERTS_PANEL_WIDTH_PX = 420;
