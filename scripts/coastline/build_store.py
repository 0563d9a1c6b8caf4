"""Builds the coastline store of the world contour map (run by scripts/lib/coastline.mjs).

Source: the OpenStreetMap land polygons (coastline-derived, simplified by
0.0005 degrees, topology kept) that the PyPI package roaring-landmask ships
and hands out through its API (Shapes.wkb(LandmaskProvider.Osm)).

The land polygons are projected to normalised Web Mercator (0..1 both
ways, y down). The finest level (MAX_LEVEL, whose pixel is finer than the
source's 0.0005 degrees) keeps them as they are; every coarser level L
simplifies the next finer one with GEOS's topology-preserving simplifier
(shapely) to one pixel of a tile of TILE_EXTENT_PX pixels, drops polygons
smaller than a pixel, and is cut into
the level's Mercator tiles (2^L x 2^L) by recursive quadrant clipping. A
quadrant that is land throughout is recorded once as a full node (its tiles
are stored nowhere); a tile with coast in it is stored with its rings,
quantised to QUANT units across the tile (u16).

Output (little-endian), in the folder given as the first argument:
  manifest.json           source, attribution, levels and counts
  level-LL.tiles          per tile: u32 x, u32 y, u32 byte offset, u32 byte length (sorted by y, x)
  level-LL.full           per full node: u32 depth, u32 x, u32 y
  level-LL.bin            tile bodies: u32 polygons; per polygon u32 rings; per ring u32 vertices, then u16 x, u16 y pairs
"""
import json
import math
import os
import sys
import time

import numpy as np
import shapely
from roaring_landmask import LandmaskProvider, Shapes

FORMAT_VERSION = 1
MAX_LEVEL = 10
TILE_EXTENT_PX = 512
QUANT = 65535
MAX_LATITUDE_DEG = 85.0511287798066
ATTRIBUTION = '© OpenStreetMap contributors'
STARTED = time.time()


def say(message):
    print(f'  · coastline [{time.time() - STARTED:6.1f}s] {message}', flush=True)


def to_mercator(coords):
    lon = coords[:, 0]
    lat = np.clip(coords[:, 1], -MAX_LATITUDE_DEG, MAX_LATITUDE_DEG)
    x = (lon + 180.0) / 360.0
    y = 0.5 - np.log(np.tan(np.pi / 4 + np.radians(lat) / 2)) / (2 * np.pi)
    return np.column_stack([np.clip(x, 0.0, 1.0), np.clip(y, 0.0, 1.0)])


def load_land():
    say('reading the OpenStreetMap land polygons (roaring-landmask)')
    wkb = Shapes.wkb(LandmaskProvider.Osm)
    parts = shapely.get_parts(shapely.from_wkb(wkb))
    say(f'{len(parts):,} polygons, {int(shapely.get_num_coordinates(parts).sum()):,} vertices; projecting to Mercator')
    projected = shapely.transform(parts, to_mercator)
    projected = projected[~shapely.is_empty(projected)]
    return projected


def polygons_of(geometries):
    """Flattens clip results (Polygon, MultiPolygon, GeometryCollection) to non-empty polygons."""
    parts = shapely.get_parts(geometries[~shapely.is_empty(geometries)])
    if len(parts) == 0:
        return parts
    keep = shapely.get_type_id(parts) == 3
    nested = parts[np.isin(shapely.get_type_id(parts), [6, 7])]
    out = parts[keep]
    if len(nested):
        out = np.concatenate([out, polygons_of(nested)])
    return out[shapely.area(out) > 0]


class Level:
    def __init__(self, level, polygons):
        self.level = level
        self.polygons = polygons
        self.tiles = {}
        self.full = []

    def build(self):
        self.visit(0, 0, 0, self.polygons)

    def visit(self, depth, x, y, polygons):
        size = 1.0 / (1 << depth)
        x0, y0 = x * size, y * size
        if len(polygons) == 1 and abs(shapely.area(polygons[0]) - size * size) <= size * size * 1e-9:
            self.full.append((depth, x, y))
            return
        if depth == self.level:
            self.tiles[(x, y)] = polygons
            return
        half = size / 2
        bounds = shapely.bounds(polygons)
        for cy in (0, 1):
            for cx in (0, 1):
                qx0, qy0 = x0 + cx * half, y0 + cy * half
                qx1, qy1 = qx0 + half, qy0 + half
                touching = (bounds[:, 0] < qx1) & (bounds[:, 2] > qx0) & (bounds[:, 1] < qy1) & (bounds[:, 3] > qy0)
                if not touching.any():
                    continue
                inside = touching & (bounds[:, 0] >= qx0) & (bounds[:, 2] <= qx1) & (bounds[:, 1] >= qy0) & (bounds[:, 3] <= qy1)
                straddling = touching & ~inside
                pieces = polygons[inside]
                if straddling.any():
                    clipped = polygons_of(shapely.clip_by_rect(polygons[straddling], qx0, qy0, qx1, qy1))
                    pieces = np.concatenate([pieces, clipped]) if len(pieces) else clipped
                if len(pieces):
                    self.visit(depth + 1, 2 * x + cx, 2 * y + cy, pieces)


def encode_tile(level, x, y, polygons):
    size = 1.0 / (1 << level)
    x0, y0 = x * size, y * size
    chunks = [np.array([len(polygons)], dtype='<u4').tobytes()]
    for polygon in polygons:
        rings = [polygon.exterior, *polygon.interiors]
        chunks.append(np.array([len(rings)], dtype='<u4').tobytes())
        for ring in rings:
            coords = shapely.get_coordinates(ring)
            q = np.rint(np.column_stack([(coords[:, 0] - x0) / size, (coords[:, 1] - y0) / size]) * QUANT)
            q = np.clip(q, 0, QUANT).astype('<u2')
            chunks.append(np.array([len(q)], dtype='<u4').tobytes())
            chunks.append(q.tobytes())
    return b''.join(chunks)


def write_level(out_dir, level):
    keys = sorted(level.tiles.keys(), key=lambda key: (key[1], key[0]))
    index = np.zeros((len(keys), 4), dtype='<u4')
    offset = 0
    vertices = 0
    with open(os.path.join(out_dir, f'level-{level.level:02d}.bin'), 'wb') as body:
        for i, (x, y) in enumerate(keys):
            polygons = level.tiles[(x, y)]
            vertices += int(shapely.get_num_coordinates(polygons).sum())
            data = encode_tile(level.level, x, y, polygons)
            body.write(data)
            index[i] = (x, y, offset, len(data))
            offset += len(data)
    index.tofile(os.path.join(out_dir, f'level-{level.level:02d}.tiles'))
    full = np.array(sorted(level.full), dtype='<u4').reshape(-1, 3)
    full.tofile(os.path.join(out_dir, f'level-{level.level:02d}.full'))
    return {'level': level.level, 'tiles': len(keys), 'fullNodes': len(full), 'vertices': vertices, 'bytes': offset}


def main():
    out_dir = sys.argv[1]
    os.makedirs(out_dir, exist_ok=True)
    land = load_land()
    levels = []
    polygons = land
    for level_number in range(MAX_LEVEL, -1, -1):
        # The finest level keeps the source as it is; each coarser one
        # simplifies the next finer one (half the detail, so the errors add
        # up to at most about twice the level's tolerance).
        if level_number < MAX_LEVEL:
            tolerance = 1.0 / ((1 << level_number) * TILE_EXTENT_PX)
            polygons = polygons[shapely.area(polygons) >= tolerance * tolerance]
            polygons = polygons_of(shapely.simplify(polygons, tolerance, preserve_topology=True))
            polygons = polygons[shapely.area(polygons) >= tolerance * tolerance]
        level = Level(level_number, polygons)
        level.build()
        levels.append(write_level(out_dir, level))
        say(f'level {level_number:2d}: {len(polygons):,} polygons, {levels[-1]["tiles"]:,} coast tiles, {levels[-1]["fullNodes"]:,} land nodes, {levels[-1]["vertices"]:,} vertices')
    manifest = {
        'format': FORMAT_VERSION,
        'source': 'OpenStreetMap land polygons (simplified 0.0005°) from roaring-landmask',
        'attribution': ATTRIBUTION,
        'license': 'ODbL',
        'maxLevel': MAX_LEVEL,
        'tileExtentPx': TILE_EXTENT_PX,
        'quant': QUANT,
        'levels': sorted(levels, key=lambda entry: entry['level']),
        'seconds': round(time.time() - STARTED, 1),
    }
    with open(os.path.join(out_dir, 'manifest.json'), 'w', encoding='utf-8') as out:
        json.dump(manifest, out, ensure_ascii=False, indent=1)
    say(f'done in {manifest["seconds"]}s')


if __name__ == '__main__':
    main()
