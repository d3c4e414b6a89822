import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES, LATIN_RANGES, WEIGHTS, cutTypeface, unicodeRange } from './typeface.ts';

const require = createRequire(import.meta.url);
const source = fs.readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));

/** A face to read, from a woff2 file (HarfBuzz reads sfnt only): every glyph kept, nothing else changed that matters here. */
async function faceOf(woff2: Buffer): Promise<Face> {
  return new Face(new Blob(await subsetFont(woff2, null, { keepAllGlyphs: true, targetFormat: 'sfnt' })));
}

// The tests run in jsdom, whose Uint8Array is another realm's: the WebAssembly bindings that read and write
// woff2 would not take Node's Buffers as bytes. Node's own Uint8Array while a test runs.
beforeEach(() => vi.stubGlobal('Uint8Array', Object.getPrototypeOf(Buffer.prototype).constructor));
afterEach(() => vi.unstubAllGlobals());

const inRanges = (code: number) => LATIN_RANGES.some(([from, to]) => code >= from && code <= to);

describe('the typeface the build ships', () => {
  it('is the unicode-range index.css declares for it', () => {
    const css = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/index.css'), 'utf8');
    const declared = /font-family: 'Inter Variable';[^}]*?unicode-range:([^;]+);/s.exec(css)?.[1];
    expect(declared?.replace(/\s+/g, ' ').trim()).toBe(unicodeRange());
    expect(css).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`);
  });

  it('keeps every character of those ranges that Inter draws, the weights the design uses and the default features', async () => {
    const cut = await cutTypeface(source);
    const original = await faceOf(source);
    const face = await faceOf(cut);

    const wanted = [...original.collectUnicodes()].filter(inRanges);
    expect(wanted.length).toBeGreaterThan(200);
    expect(new Set(face.collectUnicodes())).toEqual(new Set(wanted));

    expect(original.getAxisInfos().wght).toMatchObject({ min: 100, max: 900 });
    expect(face.getAxisInfos().wght).toMatchObject({ min: WEIGHTS.min, max: WEIGHTS.max });

    const features = new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]);
    expect([...features].every((tag) => (FEATURES as readonly string[]).includes(tag))).toBe(true);
    for (const tag of ['kern', 'calt', 'tnum']) expect(features).toContain(tag);
    // Fractions, numerators and denominators, proportional figures: in fontsource's file, asked for nowhere.
    expect(original.getTableFeatureTags('GSUB')).toContain('frac');
    expect(features).not.toContain('frac');

    // What it is for: a far smaller file on every page (48 KB before).
    expect(cut.length).toBeLessThan(0.65 * source.length);
  });

  it('writes the unicode-range with single characters and spans', () => {
    expect(unicodeRange([[0x20, 0x7e], [0x20ac, 0x20ac]])).toBe('U+0020-007E, U+20AC');
  });
});
