/** What the server tells the app about itself (GET /api/config): here, where feedback goes. */
let feedback: Promise<string | null> | null = null

/** The feedback e-mail address the server was started with (FEEDBACK_EMAIL), or null when none. */
export function feedbackAddress(): Promise<string | null> {
  feedback ??= fetch('/api/config')
    .then((r) => (r.ok ? (r.json() as Promise<{ feedbackEmail?: unknown }>) : {}))
    .then((c) => (typeof (c as { feedbackEmail?: unknown }).feedbackEmail === 'string' ? ((c as { feedbackEmail: string }).feedbackEmail) : null))
    .catch(() => {
      feedback = null
      return null
    })
  return feedback
}
