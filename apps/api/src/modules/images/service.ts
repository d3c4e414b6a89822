import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '@cartwise/domain/errors';
import type Sharp from 'sharp';

/** The largest upload: a phone's photo is 3-8 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoded pixels at most (a 50-megapixel camera's): a small file that decodes to billions of pixels is refused. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The widths the storefront draws product pictures at: the product page's gallery (600) and the cards,
 * thumbnails, cart lines and suggestions (300 and below), each in WebP.
 */
export const IMAGE_SIZES = { large: 600, thumbnail: 300 } as const;

/** Where uploads are served from: beside the sample images, under /images. */
export const UPLOADS_PREFIX = '/images/uploads/';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The format a file's first bytes say it is (its magic number), whatever its name or Content-Type claim. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | undefined {
  const starts = (...sig: number[]) => sig.every((b, k) => bytes[k] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // RIFF, four bytes of length, WEBP.
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'webp';
  return undefined;
}

export interface StoredImage {
  /** The product page's picture: what goes into a product's images. */
  image: string;
  /** The cards' picture: a product's thumbnail. */
  thumbnail: string;
  width: number;
  height: number;
}

/**
 * Product pictures uploaded in the back office (ADR 0021): checked by content, decoded and resized with sharp
 * to the storefront's sizes, written under the uploads folder by their content's hash (the same picture
 * twice is one file), each file written whole before it gets its name.
 */
export class ImageService {
  constructor(readonly dir: string) {}

  /**
   * sharp and libvips, loaded with the first upload rather than at the start: about 15 MB of memory that a
   * shop's storefront processes, which never resize a picture, do not hold.
   */
  private static sharp: Promise<{ default: typeof Sharp }> | undefined;

  /**
   * sharp, loaded once. A failed load (libvips missing for this machine, no file handles left) is a 503 that
   * says so, and the next upload tries again, rather than a 500 every upload until a restart.
   */
  private static async loadSharp(): Promise<typeof Sharp> {
    try {
      return (await (ImageService.sharp ??= import('sharp'))).default;
    } catch (error) {
      ImageService.sharp = undefined;
      throw new DomainError(
        'service_unavailable',
        `Picture uploads are not available on this server just now: its image library did not load (${(error as Error).message}).`,
      );
    }
  }

  async store(bytes: Buffer): Promise<StoredImage> {
    const format = imageFormatOf(bytes);
    if (!format) throw new DomainError('unsupported_media_type', 'The file is not a JPEG, PNG or WebP image.');
    const sharp = await ImageService.loadSharp();
    let resized: { width: number; buffer: Buffer }[];
    let meta: { width: number; height: number };
    try {
      const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      const info = await source.metadata();
      meta = { width: info.autoOrient.width, height: info.autoOrient.height };
      resized = await Promise.all(
        Object.values(IMAGE_SIZES).map(async (width) => ({
          width,
          buffer: await source.clone().resize({ width, height: width, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
        })),
      );
    } catch (err) {
      throw new DomainError('validation_error', `The ${format.toUpperCase()} file cannot be read as a picture: ${(err as Error).message}`);
    }
    const name = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
    await fs.mkdir(this.dir, { recursive: true });
    for (const { width, buffer } of resized) {
      const file = path.join(this.dir, `${name}-${width}.webp`);
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await fs.writeFile(partial, buffer);
      await fs.rename(partial, file);
    }
    return {
      image: `${UPLOADS_PREFIX}${name}-${IMAGE_SIZES.large}.webp`,
      thumbnail: `${UPLOADS_PREFIX}${name}-${IMAGE_SIZES.thumbnail}.webp`,
      ...meta,
    };
  }
}
