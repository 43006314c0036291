import { registerFeature } from '../../../app/features'
import { useUi } from '../../../app/ui-store'
import { PreviewDialog } from './PreviewDialog'
import { WatermarkDialog } from './WatermarkDialog'
import { printScript } from './print'

function Mount() {
  return (
    <>
      <PreviewDialog />
      <WatermarkDialog />
    </>
  )
}

registerFeature({
  id: 'pdf',
  commands: {
    'file.preview': { label: 'Preview', run: () => useUi.getState().openDialog('preview') },
    'file.print': { label: 'Print', keys: ['Mod-p'], run: () => void printScript() },
    'file.export.watermark': { label: 'Watermarked PDF', run: () => useUi.getState().openDialog('watermark') },
  },
  Mount,
})
