// Reads the QR code an element shows, as a phone's camera would: a screenshot of it, decoded.
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export async function readQr(element: Locator): Promise<string | null> {
  const png = PNG.sync.read(await element.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
