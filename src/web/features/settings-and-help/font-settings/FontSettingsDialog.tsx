import { useEffect, useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { toast } from '../../../app/toast-store'
import { DEFAULT_FONT_SETTINGS, familyStack, FONT_FAMILIES, isFamily, MAX_FONT_SIZE, MIN_FONT_SIZE, parseFontSize, type FontFamilyId } from './font-settings'
import { useFontSettings } from './font-store'
import { useProject } from '../../../project'
import { defineDialog } from '../../../app/dialog-stack'

/** Format → Font Settings, on the app's one stack of dialogs. */
export const fontSettingsDialog = defineDialog('font-settings')

/** Format → Font Settings: family, size, a live preview; Reset to Default, Cancel, Save Changes. */
export function FontSettingsDialog() {
  const open = fontSettingsDialog.useOpen()
  const [family, setFamily] = useState<FontFamilyId>(DEFAULT_FONT_SETTINGS.fontFamily)
  const [size, setSize] = useState(DEFAULT_FONT_SETTINGS.fontSize)
  const [sizeText, setSizeText] = useState(String(DEFAULT_FONT_SETTINGS.fontSize))

  useEffect(() => {
    if (!open) return
    const a = useFontSettings.getState().applied
    setFamily(a.fontFamily)
    setSize(a.fontSize)
    setSizeText(String(a.fontSize))
  }, [open])

  const close = fontSettingsDialog.close
  const save = () => {
    const fileName = useProject.getState().fileName
    const stored = useFontSettings.getState().save(fileName, { fontFamily: family, fontSize: size })
    toast(
      stored
        ? { title: 'Font settings saved', description: `Saved for ${fileName}.` }
        : { title: 'Font settings applied', description: 'Not saved: keeping settings in this browser needs cookie consent.' },
    )
    close()
  }
  const reset = () => {
    setFamily(DEFAULT_FONT_SETTINGS.fontFamily)
    setSize(DEFAULT_FONT_SETTINGS.fontSize)
    setSizeText(String(DEFAULT_FONT_SETTINGS.fontSize))
  }

  return (
    <Modal title="Font Settings" open={open} onClose={close}>
      <label className="nw-field">
        Font family
        <select value={family} onChange={(e) => isFamily(e.target.value) && setFamily(e.target.value)}>
          {FONT_FAMILIES.map((f) => (
            <option key={f.id} value={f.id}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      <label className="nw-field">
        Font size (pt, {MIN_FONT_SIZE}–{MAX_FONT_SIZE})
        <input
          inputMode="numeric"
          value={sizeText}
          maxLength={6}
          onChange={(e) => {
            setSizeText(e.target.value)
            // Anything but a whole number from 8 to 24 is ignored: the last good size stays.
            const n = parseFontSize(e.target.value)
            if (n !== null) setSize(n)
          }}
          onBlur={() => setSizeText(String(size))}
        />
      </label>
      <div
        className="nw-font-preview"
        data-testid="font-preview"
        style={{ fontFamily: familyStack(family), fontSize: `${size}pt`, lineHeight: `${size}pt` }}
        aria-label="Preview"
      >
        <div>INT. COFFEE SHOP - NIGHT</div>
        <div className="nw-font-preview-gap">Rain streaks the window. Mary waits.</div>
        <div className="nw-font-preview-cue">MARY</div>
        <div className="nw-font-preview-dialogue">He's not coming, is he?</div>
      </div>
      <p className="nw-muted nw-font-note">On screen only: page breaks, page numbers and the PDF always use Courier 12 pt.</p>
      <DialogActions
        onCancel={close}
        primaryLabel="Save Changes"
        onPrimary={save}
        extra={
          <>
            <button type="button" className="nw-btn" onClick={reset}>
              Reset to Default
            </button>
            <span className="nw-spacer" />
          </>
        }
      />
    </Modal>
  )
}

/** Applies the saved settings of whichever file is open. */
export function FontSettingsMount() {
  useEffect(() => {
    useFontSettings.getState().loadForFile(useProject.getState().fileName)
    return useProject.subscribe((s, prev) => {
      if (s.fileName !== prev.fileName) useFontSettings.getState().loadForFile(s.fileName)
    })
  }, [])
  return <FontSettingsDialog />
}
