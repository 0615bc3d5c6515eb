/** Colours of the demo pictures: a hex colour lit, shaded and weighed. */

type Rgb = [number, number, number]

function rgbOf(hex: string): Rgb {
  const v = Number.parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function hexOf(c: number[]): string {
  return `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** A colour towards white by t (0–1): a highlight on it. */
export function tint(hex: string, t: number): string {
  return hexOf(rgbOf(hex).map((v) => v + (255 - v) * t))
}

/** A colour in its own shadow: darker and deeper (gamma g above 1), as paint looks in shade. */
export function shade(hex: string, g: number): string {
  return hexOf(rgbOf(hex).map((v) => 255 * (v / 255) ** g))
}

/** How light a colour looks, 0 (black) to 1 (white). */
export function luma(hex: string): number {
  const [r, g, b] = rgbOf(hex)
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255
}
