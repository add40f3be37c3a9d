/**
 * Outlines of the items, drawn in a 160×120 box pointing right as skin sites show them: `paint`
 * is the part the skin colours, `metal` the bare parts (barrel, handle, cuff) drawn dark,
 * `light` the facets and edges that catch the light; `pair` draws a second one behind (gloves).
 */
export interface ItemShape {
  paint: string
  metal?: string
  light?: string
  pair?: boolean
}

export const itemShapes = {
  rifle: {
    paint:
      'M8 52 46 46l4-3h62l2-4h8l1 4h11v6h-11l-1 3h-14l-7 5H93q2 11 8 20l-11 4q-7-11-9-24H68l-5 11h-9l2-11h-9L16 74H8z',
    metal: 'M122 44h28v4h-28zM62 57h6l-3 10h-4z',
  },
  sniper: {
    paint: 'M4 56 40 52l8 4h56v-3h12v5H98l-4 4H76l-5 11h-8l2-11h-9L20 74H4zM36 58h-12l-6 6h12z',
    metal: 'M116 53h42v4h-42zM56 38l8 3h30l8-3v11l-8-2H64l-8 2zM70 47h4v7h-4zM86 47h4v7h-4z',
  },
  pistol: {
    paint: 'M42 36h82l4 4v14H80l-4 6 9 30-22 4-11-32-10-4-4-8z',
    metal: 'M124 42h8v8h-8zM76 60q0 12 14 10l2-4q-10 2-10-6z',
  },
  smg: {
    paint: 'M22 50 34 44h82l3-4h6v4h8v10h-17l-4 4H98l2 26H88l-2-26H76l-5 12h-9l3-12H44l-8 4-6 10h-8z',
    metal: 'M133 46h13v6h-13zM12 58h14v4H12z',
  },
  shotgun: {
    paint: 'M6 54 40 48l10-2h98v6H58v4l-8 3-6 11h-9l2-11h-6L14 74H6z',
    metal: 'M94 53h40v7H94zM148 46h6v6h-6z',
  },
  knife: {
    paint: 'M74 49l76-4q-8 19-36 23H74z',
    light: 'M74 49l76-4-2 4-74 4z',
    metal: 'M20 60q0-8 8-9l38-2 4-5 4 5v19l-4 5-4-5-38 2q-8 0-8-10zM30 56h28v4H30z',
  },
  karambit: {
    paint: 'M66 52q44-30 78 12-34-18-68 6z',
    metal: 'M38 66l30-16 8 12-32 16zM30 60a10 10 0 1 0 .1 0zM30 65a5 5 0 1 1-.1 0z',
  },
  gloves: {
    paint:
      'M60 100V84q-8-10-12-22l-4-10q-2-6 4-7 4 0 6 5l6 12V30q0-6 5-6t5 6v26h2V22q0-6 6-6t5 6v34h2V24q0-6 6-6t5 6v34h2V32q0-5 5-5t4 5v40q0 12-7 18v10z',
    metal: 'M58 92h44v14H58z',
    pair: true,
  },
  sticker: {
    paint: 'M80 22a38 38 0 1 0 38 38 38 38 0 0 0-38-38z',
    metal: 'M80 36l7 15h17l-14 10 6 17-16-10-16 10 6-17-14-10h17z',
    light: 'M118 60a38 38 0 0 1-38 38l4-14 20-8z',
  },
  sword: {
    paint: 'M70 55h72l12 5-12 5H70z',
    metal: 'M60 44h8v32h-8zM22 57h38v6H22zM14 55h8v10h-8z',
  },
  hoodie: {
    paint: 'M62 24q18-10 36 0l20 8 18 40-14 6-10-22v52H54V56L44 78l-14-6 18-40zM70 28q10 14 20 0-10-6-20 0z',
    metal: 'M78 46h4v20h-4zM66 86h28v8H66z',
  },
  mask: {
    paint:
      'M80 16q34 0 36 34-2 40-36 52-34-12-36-52 2-34 36-34zM58 48l16 4-2 8-16-2zm44 0-16 4 2 8 16-2zM70 76h20l-2 8H72z',
  },
  crate: {
    paint: 'M28 34h104v60H28z',
    metal:
      'M36 42h88v8H36zM36 60h88v6H36zM36 78h88v8H36zM24 30h14v14H24zm98 0h14v14h-14zM24 84h14v14H24zm98 0h14v14h-14z',
  },
  helm: {
    paint: 'M80 20q32 2 38 40l-6 34H96l-4-20H68l-4 20H48l-6-34q6-38 38-40zM52 40 30 14l6 30zm56 0 22-26-6 30z',
    metal: 'M60 56h40l-4 10H64z',
  },
  gem: {
    paint: 'M56 22h48l22 24-46 60-46-60z',
    light: 'M56 22h48l-12 24H68zM34 46h34l12 60z',
  },
} satisfies Record<string, ItemShape>

export type ItemKind = keyof typeof itemShapes
