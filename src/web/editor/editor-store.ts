import { create } from 'zustand'
import type { Editor } from '@tiptap/core'
import type { EditorElementType } from '../../screenplay/model'

export interface SceneEntry {
  /** Built from the first four words of the heading, a hash and the position. */
  id: string
  text: string
  /** Where the heading started when the list last changed; typing elsewhere does not refresh it. */
  position: number
  /** The scene's own number ("12A") once scenes are numbered. */
  sceneNumber?: string
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
  pageCount: number
  /** Why the last save in this browser failed; null when it worked. Shown until it works again. */
  storageProblem: string | null
  elementMenu: { left: number; top: number; bottom: number } | null
  setEditor: (e: Editor | null) => void
  setStatus: (s: EditorStatus) => void
  setScenes: (s: SceneEntry[]) => void
  openElementMenu: (at: { left: number; top: number; bottom: number }) => void
  closeElementMenu: () => void
}

export const useEditorStore = create<EditorStoreState>((set) => ({
  editor: null,
  status: { type: null, enter: '', tab: '', page: 1 },
  pageCount: 1,
  storageProblem: null,
  scenes: [],
  elementMenu: null,
  setEditor: (editor) => set({ editor }),
  setStatus: (status) => set({ status }),
  setScenes: (scenes) => set({ scenes }),
  openElementMenu: (elementMenu) => set({ elementMenu }),
  closeElementMenu: () => set({ elementMenu: null }),
}))
