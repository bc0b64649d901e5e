import { useEffect } from 'react'

/**
 * Shows `title` as `document.title` while the calling page is on screen (the route table's Chinese
 * title; in the app's webview the native title bar shows it). `undefined` leaves the title to another
 * component. Only the page shown calls it — the route's page, or the error page in its place — so titles never
 * compete.
 *
 * @example
 * useDocumentTitle('周星榜')
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined && document.title !== title) document.title = title
  }, [title])
}
