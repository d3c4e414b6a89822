import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
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
});
