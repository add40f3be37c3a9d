import type { Plugin, Rolldown } from 'vite'

/** V8's explicit compile hint (Chrome 136+): every function of the file is compiled with it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Puts the compile hint at the top of the chunk named `chunkName` in `bundle`, and shifts its
 * source map file by the line that adds.
 */
export function hintChunk(bundle: Rolldown.OutputBundle, chunkName: string): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.name !== chunkName) continue
    chunk.code = COMPILE_HINT + chunk.code
    const map = bundle[`${chunk.fileName}.map`]
    if (map?.type === 'asset' && typeof map.source === 'string') {
      const parsed = JSON.parse(map.source) as { mappings: string }
      map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
    }
  }
}

/**
 * The framework file (React, the router, Query) starts with V8's explicit compile hint. Nearly
 * all of its functions run while the page wakes up, and V8 compiles a function lazily, on the
 * main thread at its first call, unless told otherwise; told, it compiles them with the file, on
 * a background thread while the file streams in. Measured on `/`: the wake-up's main-thread
 * compiling went from ~105 to ~35 ms (1x CPU), and the long tasks of the six public pages
 * from 41 to 28 (docs/performance.md, "Compiled with the file"). Only that file: hinted, every
 * other (smaller, not streamed) file was compiled whole on the main thread, and the card and
 * shop pages' longest tasks grew.
 *
 * The hint counts only as the file's first line, so it goes in after Vite has put its preload
 * list at the top (`order: 'post'`). The file's name, and so its content hash, is set before
 * then; the hint is the same in every build, so a name still stands for one content.
 */
export function compileWithTheFile(chunkName: string): Plugin {
  return {
    name: 'app:compile-with-the-file',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hintChunk(bundle, chunkName)
      },
    },
  }
}
