import { registerFeature } from '../../../app/features'
import { ContextMenu } from './ContextMenu'
import { ContextMenuTrigger } from './context-menu-plugin'

/** The editor's right-click menu. */
registerFeature({
  id: 'context-menu',
  Mount: ContextMenu,
  extensions: () => [ContextMenuTrigger],
})
