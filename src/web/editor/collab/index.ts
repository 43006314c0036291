export { ScriptBinding, type BindingHost } from './script-binding'
export { CollabSync, setActiveBinding, activeBinding, onBindingChange } from './collab-extension'
export { REMOTE_META } from './y-to-local'
export { blocksInRange, blocksStartingBefore } from './flat-blocks'
