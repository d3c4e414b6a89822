import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { imageFormatOf, ImageService } from './service.ts';

describe('uploaded pictures', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-images-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('tells JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    const picture = sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } });
    expect(imageFormatOf(await picture.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(imageFormatOf(await picture.clone().png().toBuffer())).toBe('png');
    expect(imageFormatOf(await picture.clone().webp().toBuffer())).toBe('webp');
    expect(imageFormatOf(await picture.clone().gif().toBuffer())).toBeUndefined();
    expect(imageFormatOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageFormatOf(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(imageFormatOf(Buffer.alloc(0))).toBeUndefined();
  });

  it('stands a photo upright by its EXIF orientation, never enlarges a small one, and keeps one pair of files per picture', async () => {
    const service = new ImageService(dir);
    // 400 wide, 200 high as stored, to be shown turned a quarter (orientation 6): 200 wide, 400 high.
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#36c' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const stored = await service.store(sideways);
    expect(stored).toMatchObject({ width: 200, height: 400 });
    const large = await sharp(path.join(dir, path.basename(stored.image))).metadata();
    expect([large.width, large.height]).toEqual([200, 400]);
    const thumbnail = await sharp(path.join(dir, path.basename(stored.thumbnail))).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([150, 300]);
    expect(await service.store(sideways)).toEqual(stored);
    expect(fs.readdirSync(dir)).toHaveLength(2);
  });

  it('answers 503 when its image library does not load, and tries it again on the next upload', async () => {
    let loads = 0;
    vi.resetModules();
    vi.doMock('sharp', () => {
      loads += 1;
      throw new Error('libvips is missing for this machine');
    });
    try {
      const { ImageService: Fresh } = await import('./service.ts');
      const service = new Fresh(dir);
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
      for (let attempt = 1; attempt <= 2; attempt++) {
        const error = await service.store(png).then(() => undefined, (e: unknown) => e);
        expect(error).toMatchObject({ code: 'service_unavailable', message: expect.stringContaining('Picture uploads are not available on this server just now') });
      }
      expect(loads).toBe(2);
    } finally {
      vi.doUnmock('sharp');
      vi.resetModules();
    }
  });
});
