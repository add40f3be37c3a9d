import { useMatches } from '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The layout around the route: `panel` (the admin panel) keeps the header and the page-wide
     * layers but leaves the public sidebar out; the panel draws its own navigation.
     */
    shell?: ShellVariant
  }
}

export type ShellVariant = 'site' | 'panel'

/** The layout the matched routes ask for (the deepest one that says). */
export function useShellVariant(): ShellVariant {
  return useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.shell !== undefined)?.staticData.shell ?? 'site',
  })
}
