import { useEffect } from 'react'
import { useUi } from '../../../app/ui-store'
import { useMedia } from '../../../app/use-media'
import { resolveTheme } from './theme'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/** Sets the theme on the document root, where every stylesheet reads it. Renders nothing. */
export function ApplyTheme() {
  const appearance = useUi((s) => s.appearance)
  const darkPage = useUi((s) => s.darkPage)
  const systemDark = useMedia(DARK_QUERY)
  useEffect(() => {
    const root = document.documentElement
    root.dataset.theme = resolveTheme(appearance, systemDark)
    root.dataset.page = darkPage ? 'dark' : 'paper'
  }, [appearance, darkPage, systemDark])
  return null
}

export const systemIsDark = () => window.matchMedia(DARK_QUERY).matches
