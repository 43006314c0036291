import { create } from 'zustand'

/**
 * Cards whose answer is still arriving: the text so far and how to stop it, by the card's
 * timestamp. Kept beside the document rather than in it, so the words streaming in are not a
 * stream of edits; the card's answer is written into the script once, when it is complete (or
 * stopped).
 */
export interface LiveCard {
  text: string
  /** Stops the answer, keeping what arrived. */
  stop: () => void
  /** Abandons it (the card was closed). */
  cancel: () => void
}

interface LiveCardsState {
  cards: Record<string, LiveCard>
  put: (stamp: string, card: LiveCard) => void
  drop: (stamp: string) => void
}

export const useLiveCards = create<LiveCardsState>((set) => ({
  cards: {},
  put: (stamp, card) => set((s) => ({ cards: { ...s.cards, [stamp]: card } })),
  drop: (stamp) =>
    set((s) => {
      if (!(stamp in s.cards)) return s
      const { [stamp]: _gone, ...rest } = s.cards
      return { cards: rest }
    }),
}))

/** How a stopped answer ends in the card, so it reads as unfinished wherever the script goes. */
export const STOPPED_MARK = '*— stopped —*'
