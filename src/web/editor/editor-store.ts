import { create } from 'zustand'
import type { Editor } from '@tiptap/core'
import { defaultTitlePage, type EditorElementType, type TitlePage } from '../../screenplay/model'

export interface SceneEntry {
  /** Built from the first four words of the heading, a hash and the position (spec 000 §3). */
  id: string
  text: string
  /** Where the heading started when the list last changed; typing elsewhere does not refresh it. */
  position: number
}

export interface EditorStatus {
  type: EditorElementType | null
  enter: string
  tab: string
  /** 1-based page of the cursor, from the layout engine. */
  page: number
}

interface EditorStoreState {
  editor: Editor | null
  status: EditorStatus
  scenes: SceneEntry[]
  fileName: string
  dirty: boolean
  pageCount: number
  /** Why the last save in this browser failed; null when it worked. Shown until it works again. */
  storageProblem: string | null
  titlePage: TitlePage
  elementMenu: { left: number; top: number; bottom: number } | null
  setEditor: (e: Editor | null) => void
  setStatus: (s: EditorStatus) => void
  setScenes: (s: SceneEntry[]) => void
  setDirty: (d: boolean) => void
  setFileName: (n: string) => void
  setTitlePage: (t: TitlePage) => void
  openElementMenu: (at: { left: number; top: number; bottom: number }) => void
  closeElementMenu: () => void
}

export const useEditorStore = create<EditorStoreState>((set) => ({
  editor: null,
  status: { type: null, enter: '', tab: '', page: 1 },
  pageCount: 1,
  storageProblem: null,
  scenes: [],
  fileName: 'Untitled Screenplay',
  dirty: false,
  titlePage: defaultTitlePage(),
  elementMenu: null,
  setEditor: (editor) => set({ editor }),
  setStatus: (status) => set({ status }),
  setScenes: (scenes) => set({ scenes }),
  setDirty: (dirty) => set({ dirty }),
  setFileName: (fileName) => set({ fileName }),
  setTitlePage: (titlePage) => set({ titlePage, dirty: true }),
  openElementMenu: (elementMenu) => set({ elementMenu }),
  closeElementMenu: () => set({ elementMenu: null }),
}))
