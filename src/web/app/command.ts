/**
 * What a command is: one declaration, owned by the part of the app that does it, holding its label,
 * its keys, what it does and whether it can. Menus, the global keys, the editor's keys, Keyboard
 * Shortcuts and every key named in help text are read from these declarations, so a key shown is a
 * key that works and a command is declared in one place only.
 */
export interface AppCommand {
  id: string
  label: string
  /**
   * The keys that run it ('Mod-s', 'Mod-Shift-5', 'Alt-s'); the first is shown in menus. A letter
   * or digit held with Shift or Alt is matched by its place on the keyboard, not by the character
   * it types, so the key is the same on AZERTY, QWERTZ and a Mac's Option layer.
   */
  keys?: readonly string[]
  /**
   * Who reacts to those keys: the app's global handler (the default), the editor (formatting and
   * element keys, which need the cursor), the browser itself (cut, copy, paste), or the layered
   * list of a key several parts want (Escape: see key-layers.ts).
   */
  keysHandledBy?: 'app' | 'editor' | 'browser' | 'layered'
  /**
   * As in ProseMirror, asking and doing are one function: `run(false)` only answers whether the
   * command can run now (a menu greys it out when it cannot, its key does nothing); `run(true)`
   * does it and answers whether it did.
   */
  run: (dispatch: boolean) => boolean
  /** Its key runs it even while it cannot, so that it can say what it needs (Add Comment without a selection). */
  keyRunsWhenDisabled?: boolean
  /** A toggle or a choice: whether it is on now (a check mark in the menu). */
  checked?: () => boolean
  /** A menu item not built yet: greyed in menus, left out of Keyboard Shortcuts, named as coming in Help. */
  planned?: boolean
}

/** The body of a command that can always run. */
export const always =
  (fn: () => unknown) =>
  (dispatch: boolean): boolean => {
    if (dispatch) void fn()
    return true
  }

/** The body of a command that can run while `can()` holds. */
export const when =
  (can: () => boolean, fn: () => unknown) =>
  (dispatch: boolean): boolean => {
    if (!can()) return false
    if (dispatch) void fn()
    return true
  }

/** A menu item that is not built yet. */
export const planned = (id: string, label: string): AppCommand => ({ id, label, run: () => false, planned: true })
