import { describe, expect, it } from 'vitest'
import { closeAllDialogs, defineDialog, openDialogIds } from './dialog-stack'

describe('one stack of dialogs and panels', () => {
  it('opens on top, closes wherever it is, and carries what a dialog was opened with', () => {
    const board = defineDialog('test-board')
    const importer = defineDialog<{ format: string }>('test-import')
    board.open()
    importer.open({ format: 'fdx' })
    expect(openDialogIds()).toEqual(['test-board', 'test-import'])
    expect(importer.props()).toEqual({ format: 'fdx' })
    board.toggle()
    expect(board.isOpen()).toBe(false)
    board.toggle()
    expect(openDialogIds()).toEqual(['test-import', 'test-board'])
    importer.close()
    expect(importer.props()).toBeUndefined()
    closeAllDialogs()
    expect(openDialogIds()).toEqual([])
  })
})
