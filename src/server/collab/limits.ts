/**
 * The limits of the co-writing socket: how large one shared project may grow, and how many
 * messages one connection may send (a steady rate with room for a burst: a paste, an undo of many
 * steps, a reconnect). A writer typing fast sends a few dozen a second, with caret moves.
 */
export interface CollabLimits {
  /** Largest shared document, in bytes of its stored state. */
  maxDocumentBytes: number
  /** Messages a connection may send per second, on average. */
  messagesPerSecond: number
  /** Messages a connection may send at once before the average applies. */
  messageBurst: number
  /** Projects one address may share in a row, and then one every `projectIntervalSeconds`. */
  projectBurst: number
  projectIntervalSeconds: number
}

export const DEFAULT_LIMITS: CollabLimits = {
  maxDocumentBytes: 20 * 1024 * 1024,
  messagesPerSecond: 100,
  messageBurst: 500,
  projectBurst: 20,
  projectIntervalSeconds: 30,
}

/** A budget per client address (a few thousand addresses remembered; the oldest forgotten first). */
export class AddressBudgets {
  private readonly budgets = new Map<string, MessageBudget>()

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly remember = 4096,
  ) {}

  take(address: string): boolean {
    let budget = this.budgets.get(address)
    if (!budget) {
      if (this.budgets.size >= this.remember) this.budgets.delete(this.budgets.keys().next().value!)
      this.budgets.set(address, (budget = new MessageBudget(this.rate, this.burst)))
    }
    return budget.take()
  }
}

/** A token bucket: `take` says whether one more message fits. */
export class MessageBudget {
  private tokens: number
  private last: number

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst
    this.last = now()
  }

  take(): boolean {
    const t = this.now()
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.rate)
    this.last = t
    if (this.tokens < 1) return false
    this.tokens -= 1
    return true
  }
}

/** How large each loaded document is: its stored size, plus what arrived since it was last stored. */
export class DocumentSizes {
  private readonly sizes = new Map<string, number>()

  set(name: string, bytes: number): void {
    this.sizes.set(name, bytes)
  }

  /** Whether an update of `bytes` keeps the document within `max`. */
  fits(name: string, bytes: number, max: number): boolean {
    return (this.sizes.get(name) ?? 0) + bytes <= max
  }

  /** Counts an accepted update in. */
  add(name: string, bytes: number): void {
    this.sizes.set(name, (this.sizes.get(name) ?? 0) + bytes)
  }

  delete(name: string): void {
    this.sizes.delete(name)
  }
}
