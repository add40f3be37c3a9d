/**
 * What every seeded picture shares: the document around it, a seed taken from the row's own
 * data (never Math.random: a picture's address is the hash of its bytes) and colour mixing.
 */

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

/**
 * The font of a picture's words: the page's own (src/app/styles/global.css). A picture is a
 * document of its own in the browser, and each family it names that the machine lacks is one more
 * font lookup while the page first renders (on Linux a synchronous call to the browser process):
 * Arial and Helvetica made six of a card page's fourteen (docs/performance.md).
 */
export const ART_FONT = 'system-ui,sans-serif'

/** FNV-1a over the text: the same name gives the same variations on every host. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A sequence of numbers in [0, 1) from a seed (mulberry32): scratches, sparkles, stars. */
export function sequence(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function pickBy<T>(seed: number, options: readonly [T, ...T[]]): T {
  return options[seed % options.length] ?? options[0]
}

/** `color` moved toward white (amount > 0) or black (amount < 0), as #rrggbb. */
export function shade(color: string, amount: number): string {
  const value = Number.parseInt(color.replace('#', '').padEnd(6, '0').slice(0, 6), 16)
  const target = amount > 0 ? 255 : 0
  const weight = Math.min(1, Math.abs(amount))
  const channel = (shift: number): string => {
    const own = (value >> shift) & 255
    return Math.round(own + (target - own) * weight)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

/** A two- or three-stop linear gradient, top-left to bottom-right unless told. */
export function linearGradient(id: string, stops: readonly string[], to: 'diagonal' | 'down' = 'diagonal'): string {
  const last = stops.length - 1
  const body = stops
    .map((color, index) => `<stop offset="${last ? +(index / last).toFixed(2) : 0}" stop-color="${color}"/>`)
    .join('')
  return `<linearGradient id="${id}" ${to === 'down' ? 'x2="0"' : 'x2="1"'} y2="1">${body}</linearGradient>`
}

/** A glow fading to nothing at its edge, drawn on whatever the page puts behind the picture. */
export function glowGradient(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
}
