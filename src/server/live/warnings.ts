// Built-in navigation warnings for Gdańsk Bay with exactly the fields of
// spec section 3 (coordinates as [lat, lon] pairs).
import type { NavWarning } from '../../protocol/streams';

const area = (text: string) => [{ location_name: [{ text }] }];

function warning(
  number: number,
  title: string,
  type: string,
  locality: string,
  preamble: string,
  coords: [number, number][],
  publishedDaysAgo: number,
  now: Date,
): NavWarning {
  const published = new Date(now.getTime() - publishedDaysAgo * 86_400_000);
  return {
    id: `NAV-${now.getUTCFullYear()}-${number}`,
    nav_warn_title: { text: title },
    nav_warn_type_general: type,
    publication_time: published.toISOString(),
    cancellation_date: null,
    message_series_identifier: { name_of_series: 'POLNAV', warning_number: number, year: now.getUTCFullYear() },
    general_area: area('Zatoka Gdańska'),
    locality: area(locality),
    affected_chart_publications: ['PL 73', 'PL 75'],
    preamble,
    part: [{ geometry: [{ coords }] }],
    area_affected: { geometry: { coords } },
  };
}

export function builtInWarnings(now: Date = new Date()): NavWarning[] {
  return [
    warning(
      101,
      'Prace hydrotechniczne - Nabrzeże Holenderskie',
      'Prace podwodne',
      'Port Gdynia',
      'Prace pogłębiarskie w rejonie Nabrzeża Holenderskiego. Zachować szczególną ostrożność, prędkość maks. 4 w.',
      [
        [54.5362, 18.5585],
        [54.5372, 18.5625],
        [54.5351, 18.5641],
        [54.5341, 18.5601],
      ],
      2,
      now,
    ),
    warning(
      102,
      'Strzelania artyleryjskie',
      'Ćwiczenia wojskowe',
      'Zatoka Gdańska, rejon zachodni',
      'Rejon niebezpieczny dla żeglugi w godz. 08:00-16:00 UTC. Zakaz wejścia.',
      [
        [54.62, 18.62],
        [54.66, 18.70],
        [54.62, 18.78],
        [54.58, 18.70],
      ],
      1,
      now,
    ),
    warning(
      103,
      'Niesprawne światło - pława GD',
      'Pomoce nawigacyjne',
      'Tor podejściowy do Portu Gdańsk',
      'Światło pławy GD nie działa do odwołania.',
      [[54.4355, 18.7105]],
      5,
      now,
    ),
    warning(
      104,
      'Zatopiony obiekt',
      'Niebezpieczeństwo nawigacyjne',
      'Reda Gdyni',
      'Zatopiony kontener na głębokości ok. 12 m. Omijać w odległości 2 kbl.',
      [[54.5471, 18.6232]],
      0,
      now,
    ),
  ];
}
