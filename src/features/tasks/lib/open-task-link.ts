import { safeUrl } from '~/shared/lib/safe-url'

/**
 * Opens the task's page in a new tab. The tab is opened at once, inside the click, because
 * browsers block tabs opened after an await; it is pointed at the link once the server answers
 * and closed again if it cannot be.
 */
export function openTaskLink(fetchLink: () => Promise<string>): void {
  const tab = window.open('about:blank', '_blank')
  if (tab) tab.opener = null
  fetchLink().then(
    (link) => {
      const url = safeUrl(link)
      if (url && tab) tab.location.href = url
      else if (url) window.open(url, '_blank', 'noopener,noreferrer')
      else tab?.close()
    },
    () => tab?.close(),
  )
}
