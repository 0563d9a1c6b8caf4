//! The IALA buoyage region of a position, from the cell's `M_NSYS` areas
//! (meta object "navigational system of marks", attribute `MARSYS`). A cell
//! may hold several such areas with different systems; a mark takes the
//! system of the area it lies in. Lateral marks differ between the regions:
//! in region A port hand is red, in region B ("red right returning", the
//! Americas, Japan, Korea, the Philippines) port hand is green.

use super::model::{AttrValue, Feature, GeometryKind};

/// Object class code of `M_NSYS`.
pub const M_NSYS_OBJL: u16 = 306;
/// Attribute code of `MARSYS`.
pub const MARSYS_ATTL: u16 = 109;

/// An IALA maritime buoyage region.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BuoyageRegion {
    /// IALA region A (Europe, Africa, most of Asia and Oceania).
    A,
    /// IALA region B (the Americas, Japan, Korea, the Philippines).
    B,
}

impl BuoyageRegion {
    /// The region of a `MARSYS` value (1 IALA A, 2 IALA B); none for "no
    /// system" (9), "other system" (10) and unknown values.
    pub fn from_marsys(value: i64) -> Option<Self> {
        match value {
            1 => Some(Self::A),
            2 => Some(Self::B),
            _ => None,
        }
    }

    /// The code of [`crate::layers::LayerBuffers::buoyage_regions`]:
    /// 1 region A, 2 region B ([`REGION_UNKNOWN`] where none applies).
    pub fn code(self) -> u8 {
        match self {
            Self::A => 1,
            Self::B => 2,
        }
    }
}

/// Region code of a feature without a known region (not a point, or outside
/// every `M_NSYS` area of a cell whose areas disagree, or a cell without any).
pub const REGION_UNKNOWN: u8 = 0;

/// One `M_NSYS` area: its rings (lon, lat degrees) and bounding box.
#[derive(Debug, Clone)]
struct Area {
    region: BuoyageRegion,
    /// Flat lon, lat per vertex; rings start at `ring_starts`.
    lon_lat: Vec<f64>,
    ring_starts: Vec<usize>,
    min: [f64; 2],
    max: [f64; 2],
}

impl Area {
    fn bbox_size(&self) -> f64 {
        (self.max[0] - self.min[0]) * (self.max[1] - self.min[1])
    }

    /// Even-odd point in polygon over all rings (holes included).
    fn contains(&self, lon: f64, lat: f64) -> bool {
        if lon < self.min[0] || lon > self.max[0] || lat < self.min[1] || lat > self.max[1] {
            return false;
        }
        let n = self.lon_lat.len() / 2;
        let mut inside = false;
        for (r, &start) in self.ring_starts.iter().enumerate() {
            let end = self.ring_starts.get(r + 1).copied().unwrap_or(n);
            if end <= start {
                continue;
            }
            let mut j = end - 1;
            for i in start..end {
                let (xi, yi) = (self.lon_lat[2 * i], self.lon_lat[2 * i + 1]);
                let (xj, yj) = (self.lon_lat[2 * j], self.lon_lat[2 * j + 1]);
                if (yi > lat) != (yj > lat) && lon < (xj - xi) * (lat - yi) / (yj - yi) + xi {
                    inside = !inside;
                }
                j = i;
            }
        }
        inside
    }
}

/// The `M_NSYS` areas of a cell, collected feature by feature.
#[derive(Debug, Clone, Default)]
pub struct BuoyageAreas {
    areas: Vec<Area>,
}

impl BuoyageAreas {
    /// The areas among `features`.
    pub fn from_features<'a>(features: impl IntoIterator<Item = &'a Feature>) -> Self {
        let mut areas = Self::default();
        for f in features {
            areas.add(f);
        }
        areas
    }

    /// Takes `f` when it is an `M_NSYS` area with a known `MARSYS`.
    pub fn add(&mut self, f: &Feature) {
        if f.objl != M_NSYS_OBJL || f.geometry.kind != GeometryKind::Polygon {
            return;
        }
        let region = f
            .attributes()
            .into_iter()
            .find(|a| a.code == MARSYS_ATTL)
            .and_then(|a| match a.value {
                AttrValue::Integer(v) => BuoyageRegion::from_marsys(v),
                _ => None,
            });
        let Some(region) = region else { return };
        let g = &f.geometry;
        let mut area = Area {
            region,
            lon_lat: Vec::with_capacity(g.vertex_count() * 2),
            ring_starts: Vec::new(),
            min: [f64::INFINITY; 2],
            max: [f64::NEG_INFINITY; 2],
        };
        for range in g.part_ranges() {
            area.ring_starts.push(area.lon_lat.len() / 2);
            for i in range {
                let [lon, lat, _] = g.vertex(i);
                if !lon.is_finite() || !lat.is_finite() {
                    continue;
                }
                area.lon_lat.extend_from_slice(&[lon, lat]);
                area.min = [area.min[0].min(lon), area.min[1].min(lat)];
                area.max = [area.max[0].max(lon), area.max[1].max(lat)];
            }
        }
        if area.lon_lat.len() >= 6 {
            self.areas.push(area);
        }
    }

    /// Whether the cell has no `M_NSYS` area with a known system.
    pub fn is_empty(&self) -> bool {
        self.areas.is_empty()
    }

    /// The region all areas agree on, if they do.
    pub fn common_region(&self) -> Option<BuoyageRegion> {
        let first = self.areas.first()?.region;
        self.areas
            .iter()
            .all(|a| a.region == first)
            .then_some(first)
    }

    /// The region at a position: that of the smallest area containing it;
    /// outside every area, the region all areas agree on (none when they
    /// disagree or there are none).
    pub fn region_at(&self, lon_deg: f64, lat_deg: f64) -> Option<BuoyageRegion> {
        if let Some(common) = self.common_region() {
            return Some(common);
        }
        self.areas
            .iter()
            .filter(|a| a.contains(lon_deg, lat_deg))
            .min_by(|a, b| a.bbox_size().total_cmp(&b.bbox_size()))
            .map(|a| a.region)
    }

    /// [`Self::region_at`] as a code ([`BuoyageRegion::code`], or
    /// [`REGION_UNKNOWN`]).
    pub fn region_code_at(&self, lon_deg: f64, lat_deg: f64) -> u8 {
        self.region_at(lon_deg, lat_deg)
            .map_or(REGION_UNKNOWN, BuoyageRegion::code)
    }
}

#[cfg(test)]
#[allow(
    clippy::cast_possible_truncation,
    reason = "test inputs from small counters and seeded random numbers"
)]
mod tests {
    use super::*;
    use crate::attr_list::{AttrList, RawAttr};
    use crate::model::Geometry;

    /// An `M_NSYS` feature over the square [x0, x1] x [y0, y1] (degrees).
    fn nsys(marsys: &str, x0: f64, y0: f64, x1: f64, y1: f64) -> Feature {
        let mut attrs = AttrList::default();
        attrs.push(RawAttr {
            code: MARSYS_ATTL,
            national: false,
            value: marsys.as_bytes(),
        });
        let ring = [(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)];
        Feature {
            rcid: 1,
            prim: 3,
            grup: 2,
            objl: M_NSYS_OBJL,
            rver: 1,
            agen: 550,
            fidn: 1,
            fids: 1,
            refs: Vec::new(),
            raw_attributes: attrs,
            nall: 1,
            geometry: Geometry {
                kind: GeometryKind::Polygon,
                dim: 2,
                raw: ring
                    .iter()
                    .flat_map(|&(x, y)| [(x * 1e7) as i32, (y * 1e7) as i32])
                    .collect(),
                parts: Vec::new(),
                comf: 1e7,
                somf: 10.0,
            },
        }
    }

    #[test]
    fn marsys_values_map_to_regions() {
        assert_eq!(BuoyageRegion::from_marsys(1), Some(BuoyageRegion::A));
        assert_eq!(BuoyageRegion::from_marsys(2), Some(BuoyageRegion::B));
        for other in [0, 9, 10, 11, -1] {
            assert_eq!(BuoyageRegion::from_marsys(other), None);
        }
    }

    #[test]
    fn a_cell_with_one_system_gives_it_everywhere() {
        let areas = BuoyageAreas::from_features([&nsys("2", 0.0, 0.0, 1.0, 1.0)]);
        assert_eq!(areas.region_at(0.5, 0.5), Some(BuoyageRegion::B));
        // Outside the area too: the cell's only system.
        assert_eq!(areas.region_at(5.0, 5.0), Some(BuoyageRegion::B));
        assert_eq!(BuoyageAreas::default().region_at(0.5, 0.5), None);
        assert_eq!(
            BuoyageAreas::default().region_code_at(0.5, 0.5),
            REGION_UNKNOWN
        );
    }

    #[test]
    fn a_cell_with_several_systems_gives_each_mark_its_area() {
        let west_a = nsys("1", 0.0, 0.0, 1.0, 1.0);
        let east_b = nsys("2", 1.0, 0.0, 2.0, 1.0);
        // A small region-A enclave inside the east (the smallest area wins).
        let enclave_a = nsys("1", 1.4, 0.4, 1.6, 0.6);
        let none = nsys("9", -5.0, -5.0, 5.0, 5.0);
        let areas = BuoyageAreas::from_features([&west_a, &east_b, &enclave_a, &none]);
        assert_eq!(areas.common_region(), None);
        assert_eq!(areas.region_at(0.5, 0.5), Some(BuoyageRegion::A));
        assert_eq!(areas.region_at(1.2, 0.5), Some(BuoyageRegion::B));
        assert_eq!(areas.region_at(1.5, 0.5), Some(BuoyageRegion::A));
        assert_eq!(areas.region_code_at(1.2, 0.9), 2);
        assert_eq!(areas.region_code_at(3.0, 3.0), REGION_UNKNOWN);
    }
}
