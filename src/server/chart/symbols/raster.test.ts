import { describe, expect, it } from 'vitest';
import { builtInSymbol } from '.';
import { SymbolRasteriser } from './raster';

/** A PNG's width (its IHDR chunk). */
const pngWidth = (png: Buffer): number => png.readUInt32BE(16);

describe('symbol rasteriser', () => {
  it('renders a built-in symbol as a PNG of the asked width, and caches it', () => {
    const r = new SymbolRasteriser();
    const svg = builtInSymbol('BOYLAT_2_1');
    expect(svg).not.toBeNull();
    const png = r.png(svg ?? '', 32);
    expect(png?.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngWidth(png ?? Buffer.alloc(20))).toBe(32);
    expect(r.png(svg ?? '', 32)).toBe(png);
    expect(pngWidth(r.png(svg ?? '', 16) ?? Buffer.alloc(20))).toBe(16);
  });

  it('draws the text of a symbol (a font of the machine), so a symbol with letters is not blank', () => {
    const r = new SymbolRasteriser();
    const circle = '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="11" fill="none" stroke="#ff00ff"/>';
    const withText = r.png(`${circle}<text x="16" y="16" font-family="DejaVu Sans" font-size="12" text-anchor="middle" fill="#ff00ff">CG</text></svg>`, 32);
    const without = r.png(`${circle}</svg>`, 32);
    expect(withText && without && withText.equals(without)).toBe(false);
  });

  it('gives null for markup it cannot read (the client then draws its error placeholder)', () => {
    expect(new SymbolRasteriser().png('<svg><unclosed', 32)).toBeNull();
    expect(new SymbolRasteriser().png('not svg at all', 32)).toBeNull();
  });
});
