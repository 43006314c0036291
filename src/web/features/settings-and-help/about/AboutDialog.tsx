import { Modal } from '../../../ui/Modal'
import { APP_VERSION } from '../../../app/Footer'
import { defineDialog } from '../../../app/dialog-stack'

/** Help → About. */
export const aboutDialog = defineDialog('about')

export function AboutDialog() {
  const open = aboutDialog.useOpen()
  return (
    <Modal title="About Nightwriter" open={open} onClose={() => aboutDialog.close()}>
      <p>Nightwriter — a screenplay editor for working screenwriters.</p>
      <p>Version {APP_VERSION} · ALPHA EXPERIMENTAL</p>
      <section aria-label="Credits" className="nw-muted" style={{ fontSize: '0.85em', marginTop: '1em' }}>
        <p>
          The built-in dictionary and thesaurus use WordNet 3.1. WordNet Release 3.0 and 3.1, Copyright 2006 by Princeton University. All rights reserved. Used under
          Princeton University's WordNet license: permission to use, copy, modify and distribute this software and database and its documentation for any purpose and
          without fee or royalty is granted with this notice. THIS SOFTWARE AND DATABASE IS PROVIDED &quot;AS IS&quot; AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR
          WARRANTIES, EXPRESS OR IMPLIED. The name of Princeton University or Princeton may not be used in advertising or publicity pertaining to distribution of the
          software and/or database; title to copyright in this software, database and any associated documentation remains with Princeton University.
        </p>
        <p>Rhymes use the CMU Pronouncing Dictionary, Copyright 1993-2015 Carnegie Mellon University.</p>
      </section>
    </Modal>
  )
}
