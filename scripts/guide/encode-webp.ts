// Playwright writes PNG or JPEG only; the guide's pictures are WebP (a fraction of the size). The
// browser already has an encoder: draw the PNG on a canvas and export it, no image library needed.
import type { Browser } from '@playwright/test';

/** Re-encodes a PNG as WebP at `quality` (0..1), in a blank page of `browser`. */
export async function pngToWebp(browser: Browser, png: Buffer, quality = 0.8): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const dataUrl = await page.evaluate(
      async ({ base64, q }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d')?.drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', q);
      },
      { base64: png.toString('base64'), q: quality },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error('este Chromium não gera WebP');
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  } finally {
    await page.close();
  }
}
