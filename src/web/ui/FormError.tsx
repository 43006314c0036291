/** A dialog's error line, announced to screen readers; nothing at all when there is no error. */
export function FormError({ error }: { error: string | null | undefined }) {
  if (!error) return null
  return (
    <p className="nw-error" role="alert">
      {error}
    </p>
  )
}
