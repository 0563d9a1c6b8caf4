// The AIS library's public surface: what the streams, routes and simulators
// import. Source -> lines -> AisPipeline (NMEA, reassembly, decoder) ->
// VesselTracker (vessels and AIS atons, blacklist, expiry; safety messages,
// met/hydro stations, AisEvents: docs/ais.md) -> streams.
export { AisError, isAisError, type AisErrorKind } from './errors';
export type * from './messages';
export { SUPPORTED_TYPES } from './messages';
export { decodeAis, payloadType } from './decoder';
export { AisEncoder, encodeAis, encodeToSentences, toSentences, type EncodableMessage, type SentenceOptions } from './encoder';
export { parseSentence, type AisSentence } from './sentence';
export { formatTagBlock, parseTagBlock, type TagBlock } from './tagBlock';
export { AisPipeline, type AisMessageListener, type AisPipelineOptions, type AisPipelineStats, type AisReceipt } from './pipeline';
export { VesselTracker, mmsiString, PRECISE_REPORT_MS, type TrackerChange, type TrackerListener, type VesselChanges, type VesselTrackerOptions } from './vesselTracker';
export type { AisEvent, AisEventListener } from './aisEvents';
export { SafetyMessageLog } from './safetyLog';
export { MetStations, MET_STATION_EXPIRY_MS } from './metStations';
export { distressKindOfMmsi, targetKind } from './targetKind';
export { VesselIdAllocator, preferredId } from './vesselIds';
export { LineSplitter, type LineSink } from './lineSplitter';
export { TcpAisSource, type TcpSourceOptions, type TcpSourceStatus } from './tcpSource';
export { UdpAisSource, type UdpSourceOptions } from './udpSource';
export { ReplayAisSource, type ReplaySourceOptions } from './replaySource';
export { createAisSources, hasAisSource, readAisConfig, type AisSourceConfig, type AisSources } from './sources';
