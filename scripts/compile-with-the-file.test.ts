import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { COMPILE_HINT, hintChunk } from './compile-with-the-file'

function bundleOf(withMaps: boolean): Rolldown.OutputBundle {
  const chunk = (name: string, code: string) =>
    ({ type: 'chunk', name, fileName: `assets/${name}-abc.js`, code }) as Rolldown.OutputChunk
  const map = (fileName: string) =>
    ({
      type: 'asset',
      fileName,
      source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA' }),
    }) as Rolldown.OutputAsset
  return {
    'assets/framework-abc.js': chunk('framework', 'const __vite__mapDeps=1;\nexport{}'),
    'assets/header-abc.js': chunk('header', 'export{}'),
    ...(withMaps
      ? {
          'assets/framework-abc.js.map': map('assets/framework-abc.js.map'),
          'assets/header-abc.js.map': map('assets/header-abc.js.map'),
        }
      : {}),
  }
}

const code = (bundle: Rolldown.OutputBundle, file: string) => (bundle[file] as Rolldown.OutputChunk).code
const mappings = (bundle: Rolldown.OutputBundle, file: string) =>
  (JSON.parse((bundle[file] as Rolldown.OutputAsset).source as string) as { mappings: string }).mappings

describe('hintChunk', () => {
  it("puts V8's compile hint on the named chunk's first line, above Vite's preload list, and nowhere else", () => {
    const bundle = bundleOf(false)
    hintChunk(bundle, 'framework')
    expect(code(bundle, 'assets/framework-abc.js')).toBe(
      '//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=1;\nexport{}',
    )
    expect(code(bundle, 'assets/header-abc.js')).toBe('export{}')
  })

  it('shifts the source map of the hinted chunk by the line the hint adds, and only that one', () => {
    const bundle = bundleOf(true)
    hintChunk(bundle, 'framework')
    expect(COMPILE_HINT.split('\n')).toHaveLength(2)
    expect(mappings(bundle, 'assets/framework-abc.js.map')).toBe(';AAAA')
    expect(mappings(bundle, 'assets/header-abc.js.map')).toBe('AAAA')
  })
})
