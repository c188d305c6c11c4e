/**
 * Whether this machine draws flag emoji in colour. Windows has no flag glyphs (it shows two letters) and a bare
 * Linux kiosk may have no emoji font at all (it shows empty boxes); there the board shows a lettered badge.
 * Detected once by drawing a flag on a canvas and looking for coloured pixels.
 */
let cached: boolean | null = null;

export function supportsFlagEmoji(): boolean {
  if (cached !== null) return cached;
  cached = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 32;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return cached;
    ctx.textBaseline = 'top';
    ctx.font = '28px sans-serif';
    ctx.fillStyle = '#000';
    ctx.fillText('\u{1F1EC}\u{1F1E7}', 0, 0);
    const data = ctx.getImageData(0, 0, 32, 32).data;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
      if (a > 0 && (Math.abs(r - g) > 24 || Math.abs(g - b) > 24 || Math.abs(r - b) > 24)) {
        cached = true;
        break;
      }
    }
  } catch {
    // No canvas (tests, locked-down browsers): badges.
  }
  return cached;
}
