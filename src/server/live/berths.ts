// Berths of the built-in traffic: straight stretches of the quays of
// Gdynia and Gdańsk (Nowy Port, the Martwa Wisła channel, Port Północny)
// where moored vessels lie alongside. Each is an edge of the coastline's
// land polygons (the OpenStreetMap land polygons the coastline store is
// built from, scripts/coastline/build_store.py) at least 100 m long, with
// land on its left and water on its right going from `a` to `b`, and
// `waterM` metres of water off its middle (to the opposite shore, capped at
// 600 m). Edges of open beaches and those within 400 m of a lane's line are
// left out (a lane vessel turns round at its lane's end). berths.test.ts
// checks every one against the coastline store: land on the left, water on
// the right, all along.
import type { LatLon } from './lanes';

export interface Berth {
  port: 'Gdynia' | 'Gdańsk';
  /** Ends of the quay edge, [lat, lon] degrees: land to the left, water to the right of a -> b. */
  a: LatLon;
  b: LatLon;
  /** Open water off the quay's middle, metres (at most 600). */
  waterM: number;
}

export const BERTHS: readonly Berth[] = [
  { port: 'Gdynia', a: [54.541726, 18.560285], b: [54.547393, 18.559905], waterM: 600 },
  { port: 'Gdynia', a: [54.543634, 18.552988], b: [54.541726, 18.560285], waterM: 600 },
  { port: 'Gdynia', a: [54.535765, 18.547947], b: [54.543634, 18.552988], waterM: 600 },
  { port: 'Gdynia', a: [54.537037, 18.543752], b: [54.536666, 18.547895], waterM: 330 },
  { port: 'Gdynia', a: [54.539762, 18.540019], b: [54.537037, 18.543752], waterM: 525 },
  { port: 'Gdynia', a: [54.542879, 18.525366], b: [54.540281, 18.525944], waterM: 550 },
  { port: 'Gdynia', a: [54.54278, 18.516954], b: [54.542879, 18.525366], waterM: 495 },
  { port: 'Gdynia', a: [54.545979, 18.505911], b: [54.54278, 18.516954], waterM: 255 },
  { port: 'Gdynia', a: [54.541212, 18.512829], b: [54.544772, 18.501824], waterM: 245 },
  { port: 'Gdynia', a: [54.539542, 18.518796], b: [54.541267, 18.515108], waterM: 270 },
  { port: 'Gdynia', a: [54.537683, 18.514359], b: [54.539542, 18.518796], waterM: 225 },
  { port: 'Gdynia', a: [54.538603, 18.523111], b: [54.536047, 18.51615], waterM: 225 },
  { port: 'Gdynia', a: [54.535577, 18.517985], b: [54.53812, 18.524879], waterM: 265 },
  { port: 'Gdynia', a: [54.53703, 18.529328], b: [54.533562, 18.520206], waterM: 260 },
  { port: 'Gdynia', a: [54.531782, 18.520904], b: [54.536335, 18.53189], waterM: 160 },
  { port: 'Gdynia', a: [54.535373, 18.53475], b: [54.531486, 18.524313], waterM: 165 },
  { port: 'Gdynia', a: [54.528847, 18.525357], b: [54.53411, 18.53822], waterM: 220 },
  { port: 'Gdynia', a: [54.532697, 18.540635], b: [54.528312, 18.529905], waterM: 220 },
  { port: 'Gdynia', a: [54.534078, 18.547616], b: [54.532697, 18.540635], waterM: 375 },
  { port: 'Gdynia', a: [54.533871, 18.555812], b: [54.533428, 18.547901], waterM: 415 },
  { port: 'Gdynia', a: [54.532269, 18.548137], b: [54.532702, 18.555979], waterM: 385 },
  { port: 'Gdynia', a: [54.529493, 18.559664], b: [54.528839, 18.548695], waterM: 385 },
  { port: 'Gdynia', a: [54.526656, 18.550727], b: [54.527185, 18.559764], waterM: 330 },
  { port: 'Gdynia', a: [54.524211, 18.559835], b: [54.523617, 18.549634], waterM: 155 },
  { port: 'Gdynia', a: [54.522084, 18.553484], b: [54.522449, 18.559824], waterM: 325 },
  { port: 'Gdynia', a: [54.519046, 18.559877], b: [54.519535, 18.550253], waterM: 290 },
  { port: 'Gdynia', a: [54.517909, 18.550742], b: [54.517982, 18.55985], waterM: 600 },
  { port: 'Gdańsk', a: [54.400354, 18.679438], b: [54.402209, 18.678656], waterM: 190 },
  { port: 'Gdańsk', a: [54.398157, 18.67818], b: [54.400354, 18.679438], waterM: 220 },
  { port: 'Gdańsk', a: [54.394039, 18.672033], b: [54.398157, 18.67818], waterM: 165 },
  { port: 'Gdańsk', a: [54.386896, 18.664103], b: [54.394036, 18.672624], waterM: 155 },
  { port: 'Gdańsk', a: [54.38274, 18.658168], b: [54.386896, 18.664103], waterM: 175 },
  { port: 'Gdańsk', a: [54.381164, 18.649405], b: [54.38274, 18.658168], waterM: 210 },
  { port: 'Gdańsk', a: [54.375144, 18.641866], b: [54.379926, 18.646531], waterM: 130 },
  { port: 'Gdańsk', a: [54.378799, 18.647848], b: [54.376487, 18.645362], waterM: 130 },
  { port: 'Gdańsk', a: [54.3756, 18.657556], b: [54.377131, 18.656326], waterM: 110 },
  { port: 'Gdańsk', a: [54.372116, 18.654968], b: [54.3756, 18.657556], waterM: 190 },
  { port: 'Gdańsk', a: [54.379233, 18.657497], b: [54.371856, 18.660775], waterM: 120 },
  { port: 'Gdańsk', a: [54.368476, 18.66424], b: [54.379516, 18.659368], waterM: 130 },
  { port: 'Gdańsk', a: [54.363099, 18.663279], b: [54.367939, 18.664198], waterM: 190 },
  { port: 'Gdańsk', a: [54.366556, 18.650194], b: [54.363099, 18.663279], waterM: 125 },
  { port: 'Gdańsk', a: [54.369036, 18.647214], b: [54.366556, 18.650194], waterM: 180 },
  { port: 'Gdańsk', a: [54.37089, 18.647432], b: [54.369036, 18.647214], waterM: 235 },
  { port: 'Gdańsk', a: [54.361599, 18.666547], b: [54.3553, 18.677804], waterM: 110 },
  { port: 'Gdańsk', a: [54.365562, 18.667252], b: [54.361599, 18.666547], waterM: 230 },
  { port: 'Gdańsk', a: [54.367282, 18.666753], b: [54.365562, 18.667252], waterM: 195 },
  { port: 'Gdańsk', a: [54.377309, 18.662438], b: [54.367769, 18.666527], waterM: 130 },
  { port: 'Gdańsk', a: [54.381111, 18.66198], b: [54.377309, 18.662438], waterM: 150 },
  { port: 'Gdańsk', a: [54.382937, 18.662534], b: [54.381111, 18.66198], waterM: 260 },
  { port: 'Gdańsk', a: [54.389093, 18.669594], b: [54.382937, 18.662534], waterM: 160 },
  { port: 'Gdańsk', a: [54.382627, 18.673345], b: [54.38903, 18.670239], waterM: 135 },
  { port: 'Gdańsk', a: [54.391022, 18.67207], b: [54.382916, 18.675201], waterM: 135 },
  { port: 'Gdańsk', a: [54.406564, 18.715558], b: [54.408418, 18.718393], waterM: 255 },
  { port: 'Gdańsk', a: [54.404126, 18.72301], b: [54.406564, 18.715558], waterM: 240 },
  { port: 'Gdańsk', a: [54.406536, 18.715067], b: [54.403605, 18.722166], waterM: 600 },
  { port: 'Gdańsk', a: [54.398422, 18.690959], b: [54.399735, 18.698221], waterM: 195 },
  { port: 'Gdańsk', a: [54.390626, 18.707442], b: [54.395364, 18.704263], waterM: 600 },
  { port: 'Gdańsk', a: [54.393309, 18.715579], b: [54.390626, 18.707442], waterM: 560 },
  { port: 'Gdańsk', a: [54.390417, 18.707737], b: [54.392935, 18.71594], waterM: 600 },
  { port: 'Gdańsk', a: [54.384533, 18.71484], b: [54.390417, 18.707737], waterM: 600 },
  { port: 'Gdańsk', a: [54.389088, 18.721718], b: [54.384533, 18.71484], waterM: 560 },
  { port: 'Gdańsk', a: [54.386963, 18.724992], b: [54.389088, 18.721718], waterM: 600 },
  { port: 'Gdańsk', a: [54.385128, 18.732222], b: [54.387969, 18.726512], waterM: 600 },
  { port: 'Gdańsk', a: [54.380273, 18.726192], b: [54.385132, 18.73356], waterM: 600 },
  { port: 'Gdańsk', a: [54.383333, 18.720298], b: [54.380273, 18.726192], waterM: 230 },
];
