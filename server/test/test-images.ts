import crypto from "node:crypto";
import sharp from "sharp";

/** Real images for tests, made with sharp: nothing is checked in as a binary. */

/** A photo-like JPEG: a gradient with noise, so it compresses like a camera picture. */
export async function photoJpeg(
  width: number,
  height: number,
  options: { quality?: number } = {},
): Promise<Buffer> {
  const noise = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  });
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a7bd5"/><stop offset="1" stop-color="#f4d03f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)" opacity="0.7"/></svg>`,
  );
  return noise
    .composite([{ input: gradient, blend: "over" }])
    .jpeg({ quality: options.quality ?? 90 })
    .toBuffer();
}

/**
 * A 12-megapixel (4032 × 3024) camera-sized JPEG: coloured detail at several scales plus sensor-like grain, so it
 * weighs what a phone photo weighs (about 3–4 MB) and does not shrink unrealistically well.
 */
export async function phonePhotoJpeg(width = 4032, height = 3024): Promise<Buffer> {
  const [w, h] = [Math.round(width / 16), Math.round(height / 16)];
  const texture = await sharp(crypto.randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 10 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(texture, { raw: { width, height, channels: 3 } })
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A JPEG carrying EXIF with GPS coordinates, a camera make and an orientation tag (6 = rotate 90° clockwise). */
export async function jpegWithGps(width = 400, height = 200, orientation = 6): Promise<Buffer> {
  const base = await photoJpeg(width, height);
  return sharp(base)
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 42/1 30/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "2/1 45/1 10/1",
      },
    })
    .withMetadata({ orientation })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A PNG of random pixels: it barely compresses, so its size is about width × height × 3 bytes. */
export async function noisePng(width: number, height: number): Promise<Buffer> {
  const raw = crypto.randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A PNG of `bytes` ± a little: a square of noise sized to hit the target. */
export async function pngOfAbout(bytes: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt(bytes / 3));
  return noisePng(side, side);
}

export async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: "#2e7d32" } })
    .png()
    .toBuffer();
}

export async function smallWebp(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: "#1565c0" } })
    .webp()
    .toBuffer();
}

/** A tiny file that decodes to far more pixels than the limit allows. */
export async function pixelBombPng(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
