import { Component, type ReactNode } from 'react'
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown'

/**
 * AI answers as markdown, safely: raw HTML in the text is dropped (react-markdown never renders
 * it), and any link or image URL that is not http(s)/mailto becomes inert. A markdown failure
 * shows the raw text.
 */
const SAFE_URL = /^(https?:|mailto:)/i

export function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url)
  return SAFE_URL.test(cleaned) ? cleaned : ''
}

class RawOnError extends Component<{ text: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <div className="nw-md-raw">{this.props.text}</div> : this.props.children
  }
}

export function Markdown({ text }: { text: string }) {
  return (
    <RawOnError text={text}>
      <div className="nw-md">
        <ReactMarkdown
          skipHtml
          urlTransform={safeUrl}
          components={{
            a: ({ href, children }) =>
              href ? (
                <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                  {children}
                </a>
              ) : (
                <span>{children}</span>
              ),
            // Images would load third-party URLs from model output; show their alt text instead.
            img: ({ alt }) => <span>{alt ?? ''}</span>,
          }}
        >
          {text}
        </ReactMarkdown>
      </div>
    </RawOnError>
  )
}
