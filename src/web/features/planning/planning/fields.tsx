import type { ReactNode } from 'react'
import { exceeds } from '../../../../project'

/** Characters in `text`, counted only up to a little past `max` (a pasted megabyte is not walked). */
function countUpTo(text: string, max: number): string {
  if (exceeds(text, max)) return `over ${max}`
  return String([...text].length)
}

/**
 * How much a field holds at most, in UTF-16 units: four times its limit, so a pasted megabyte
 * still shows the over-limit message while the page never has to lay out a megabyte of text.
 */
export const holdLimit = (max: number | undefined) => (max === undefined ? undefined : max * 4)

/** A labelled text area with its limit, hint and error line. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  max,
  rows = 3,
  hint,
  error,
  placeholder,
  action,
}: {
  id: string
  label: string
  value: string
  onChange: (v: string) => void
  max?: number
  rows?: number
  hint?: string
  error?: string
  placeholder?: string
  action?: ReactNode
}) {
  return (
    <div className="nw-field nw-plan-field">
      <div className="nw-plan-label-row">
        <label htmlFor={id}>{label}</label>
        {action}
      </div>
      {hint && <span className="nw-muted nw-small">{hint}</span>}
      <textarea
        id={id}
        rows={rows}
        value={value}
        placeholder={placeholder}
        maxLength={holdLimit(max)}
        className={error ? 'nw-input-error' : undefined}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="nw-plan-under">
        {error ? (
          <span id={`${id}-error`} className="nw-plan-field-error" role="alert">
            {error}
          </span>
        ) : (
          <span />
        )}
        {max !== undefined && <span className="nw-muted nw-small">{countUpTo(value.trim(), max)}/{max}</span>}
      </div>
    </div>
  )
}

/** A labelled one-line input with its error line. */
export function InputField({ id, label, value, onChange, error, placeholder, list, required, action, max }: {
  id: string
  /** The field's limit in characters. */
  max?: number
  label: string
  value: string
  onChange: (v: string) => void
  error?: string
  placeholder?: string
  list?: string
  required?: boolean
  action?: ReactNode
}) {
  return (
    <div className="nw-field nw-plan-field">
      <div className="nw-plan-label-row">
        <label htmlFor={id}>
          {label}
          {required && <span aria-hidden> *</span>}
        </label>
        {action}
      </div>
      <input
        id={id}
        value={value}
        list={list}
        placeholder={placeholder}
        maxLength={holdLimit(max)}
        className={error ? 'nw-input-error' : undefined}
        aria-invalid={!!error}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <span className="nw-plan-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  )
}
