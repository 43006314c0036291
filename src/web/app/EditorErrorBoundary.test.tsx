// @vitest-environment jsdom
import { describe, it, expect, vi } from 'vitest'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { EditorErrorBoundary } from './EditorErrorBoundary'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Boom({ message }: { message: string }): never {
  throw new Error(message)
}

function mount(message: string) {
  const el = document.createElement('div')
  document.body.append(el)
  const onRecover = vi.fn()
  const onForceRestart = vi.fn()
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
  const root = createRoot(el)
  act(() =>
    root.render(
      <EditorErrorBoundary onRecover={onRecover} onForceRestart={onForceRestart}>
        <Boom message={message} />
      </EditorErrorBoundary>,
    ),
  )
  spy.mockRestore()
  return { el, onRecover, onForceRestart, root }
}

describe('editor error boundary', () => {
  it('shows Editor Error Detected and recovers on request', () => {
    const { el, onRecover } = mount('something broke')
    expect(el.textContent).toContain('Editor Error Detected')
    expect(el.textContent).toContain('something broke')
    const buttons = [...el.querySelectorAll('button')].map((b) => b.textContent)
    expect(buttons).toEqual(['Recover Editor'])
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    act(() => el.querySelector('button')!.click())
    spy.mockRestore()
    expect(onRecover).toHaveBeenCalledTimes(1)
  })
  it('offers Force Restart Editor for DOM reconciliation errors', () => {
    const { el, onForceRestart } = mount("Failed to execute 'removeChild' on 'Node'")
    const restart = [...el.querySelectorAll('button')].find((b) => b.textContent === 'Force Restart Editor')
    expect(restart).toBeDefined()
    act(() => restart!.click())
    expect(onForceRestart).toHaveBeenCalledTimes(1)
  })
})
