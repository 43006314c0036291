import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { PreviewDialog, previewDialog } from './PreviewDialog'
import { WatermarkDialog, watermarkDialog } from './WatermarkDialog'
import { ExportPdfDialog, exportPdfDialog } from './ExportPdfDialog'
import { printScript } from './print'

function Mount() {
  return (
    <>
      <PreviewDialog />
      <WatermarkDialog />
      <ExportPdfDialog />
    </>
  )
}

registerFeature({
  id: 'pdf',
  commands: [
    { id: 'file.preview', label: 'Preview', run: always(previewDialog.open) },
    { id: 'file.print', label: 'Print', keys: ['Mod-p'], run: always(printScript) },
    { id: 'file.export.pdf', label: 'PDF', run: always(exportPdfDialog.open) },
    { id: 'file.export.watermark', label: 'Watermarked PDF', run: always(watermarkDialog.open) },
  ],
  Mount,
})
