// The roles one node of a cluster holds at a time (Cluster.elect) and the
// services it answers while it does: the names as the bus and the tests see
// them (the AIS sources' lease is bus/nats.ts's own).

/** The node evaluating the alerts (alerts/alertService.ts). */
export const ALERTS_ROLE = 'alerts-evaluator';
/** The operators' actions on alerts, answered by the evaluating node. */
export const ALERTS_SERVICE = 'alerts-operations';
