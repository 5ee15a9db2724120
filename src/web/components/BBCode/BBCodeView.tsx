import { Component, useMemo, type CSSProperties, type ReactNode } from 'react';
import { BBCODE_TEXT, parseBBCode } from '@common/bbcode';
import classes from './BBCode.module.css';
import { renderNodes } from './renderNodes';

export interface BBCodeViewProps {
  /** The BBCode text to show (a bio, a comment, a forum post...). */
  text: string;
  /** Shown instead when the text is empty or blank. */
  empty?: ReactNode;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * Rich text (social-core §5) drawn as React elements only: the parser's checked tree, never
 * HTML. When a text cannot be drawn it says 'Error parsing BBCode: ...' instead of leaving a
 * blank space.
 */
export function BBCodeView({ text, empty, className, style, 'data-testid': testId = 'bbcode' }: BBCodeViewProps) {
  return (
    <div className={className ? `${classes.root} ${className}` : classes.root} style={style} data-testid={testId}>
      <ParseErrorBoundary text={text}>
        <Tree text={text} empty={empty} />
      </ParseErrorBoundary>
    </div>
  );
}

function Tree({ text, empty }: { text: string; empty?: ReactNode }) {
  // The page's origin: a picture or model at this site's own absolute address follows the
  // same-site media rule too (never an API route: src/common/bbcode/values.ts).
  const nodes = useMemo(() => parseBBCode(text, { site: window.location.origin }), [text]);
  if (empty !== undefined && !text.trim()) return <>{empty}</>;
  return <>{renderNodes(nodes)}</>;
}

/** Catches a failure to draw; a new text gets a new try (without remounting what drew fine). */
class ParseErrorBoundary extends Component<{ text: string; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(prev: { text: string }): void {
    if (prev.text !== this.props.text && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error): void {
    console.error('[bbcode]', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className={classes.parseError} role="alert">
        {BBCODE_TEXT.parseError}
        {this.state.error.message || String(this.state.error)}
      </div>
    );
  }
}
