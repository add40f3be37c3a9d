import { Component, type ReactNode } from 'react'

export interface ErrorBoundaryProps {
  fallback: (error: unknown, reset: () => void) => ReactNode
  /** Called before the children are tried again (e.g. to reset failed queries). */
  onReset?: () => void
  children: ReactNode
}

interface ErrorBoundaryState {
  error: unknown
  failed: boolean
}

/** Catches a failure of one part of a page, so the rest of the page stays usable. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true }
  }

  private readonly reset = () => {
    this.props.onReset?.()
    this.setState({ error: null, failed: false })
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children
  }
}
