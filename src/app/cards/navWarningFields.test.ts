import { describe, expect, it } from 'vitest';
import type { NavWarning } from '../../protocol/streams';
import { navWarningAnchor, navWarningFields } from './navWarningFields';

const warning = (extra: Partial<NavWarning> = {}): NavWarning => ({
  id: 'NAV-1',
  nav_warn_title: { text: 'Zatopiony obiekt' },
  nav_warn_type_general: 'Niebezpieczeństwo nawigacyjne',
  publication_time: 'not a date',
  cancellation_date: null,
  message_series_identifier: { name_of_series: 'POLNAV', warning_number: 104, year: 2026 },
  general_area: [{ location_name: [{ text: 'Zatoka Gdańska' }] }],
  locality: [{ location_name: [{ text: 'Reda Gdyni' }, { text: 'Basen' }] }],
  affected_chart_publications: ['PL 73', 'PL 75'],
  preamble: '',
  part: [{ geometry: [{ coords: [[54.5471, 18.6232]] }] }],
  area_affected: { geometry: { coords: [[54.5471, 18.6232]] } },
  ...extra,
});

describe('nav warning card fields', () => {
  it('gives the spec fields, a dash for no cancellation, the series as name number/year', () => {
    expect(navWarningFields(warning())).toEqual([
      ['Title', 'Zatopiony obiekt'],
      ['Type', 'Niebezpieczeństwo nawigacyjne'],
      ['Publication', 'not a date'],
      ['Cancellation', '-'],
      ['Series', 'POLNAV 104/2026'],
      ['Area', 'Zatoka Gdańska'],
      ['Locality', 'Reda Gdyni, Basen'],
      ['Affected Charts', 'PL 73, PL 75'],
    ]);
  });

  it('puts the symbol at the first coordinate of part[0].geometry[0], or nowhere', () => {
    expect(navWarningAnchor(warning())).toEqual({ latDeg: 54.5471, lonDeg: 18.6232 });
    expect(navWarningAnchor(warning({ part: [] }))).toBeNull();
    expect(navWarningAnchor(warning({ part: [{ geometry: [{ coords: [] }] }] }))).toBeNull();
    expect(navWarningAnchor(warning({ part: [{ geometry: [{ coords: [[NaN, 18]] }] }] }))).toBeNull();
  });
});
