export type ImageType = { ext: 'png' | 'jpg'; mime: 'image/png' | 'image/jpeg' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The image type from the file's first bytes, never from its name or the declared content type.
 * PNG: the 8-byte signature followed by the IHDR chunk. JPEG: SOI (FF D8) and the first marker (FF xx).
 * Anything else (GIF, WebP, SVG, HTML renamed .png...) is null.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (
    bytes.length >= 16 &&
    PNG_SIGNATURE.every((b, i) => bytes[i] === b) &&
    String.fromCharCode(bytes[12], bytes[13], bytes[14], bytes[15]) === 'IHDR'
  ) {
    return { ext: 'png', mime: 'image/png' };
  }
  if (
    bytes.length >= 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes[3] >= 0xc0 &&
    bytes[3] !== 0xff
  ) {
    return { ext: 'jpg', mime: 'image/jpeg' };
  }
  return null;
}
