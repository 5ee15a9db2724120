import { useDeferredValue, useId, useRef, useState, type ReactNode } from 'react';
import { Group, Input, Switch } from '@mantine/core';
import { EDITOR_DEFAULT_MAX, EDITOR_DEFAULT_ROWS } from '@common/bbcode';
import { BBCodeView } from './BBCodeView';
import classes from './BBCodeEditor.module.css';
import { EditorToolbar, type EditFn } from './EditorToolbar';
import { ParseProblems } from './ParseProblems';

export interface BBCodeEditorProps {
  value: string;
  onChange(value: string): void;
  /** Most characters the text may have (default 9999; the bio passes 15000). */
  maxLength?: number;
  /** Height of the text box in rows (default 14). */
  rows?: number;
  label?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  /** A message under the editor (e.g. the server's answer). */
  error?: ReactNode;
  /** Start with the live preview shown (default true). */
  defaultPreview?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  'data-testid'?: string;
}

/** Line height and padding of the text box in px, to size the split preview beside it. */
const ROW_PX = 21;
const PAD_PX = 22;

/**
 * The BBCode editor (social-core §5): a text box (default 9999 characters, 14 rows) under a
 * toolbar of the spec's sizes and fonts, a colour picker, a button for every tag (each wraps
 * the selection) and the emoji picker; a character counter; a live preview beside the text on
 * wide screens and under it on narrow ones; 'Parse Error:' with the tags to fix, if any.
 */
export function BBCodeEditor({
  value,
  onChange,
  maxLength = EDITOR_DEFAULT_MAX,
  rows = EDITOR_DEFAULT_ROWS,
  label,
  description,
  placeholder = 'Write something... [b]bold[/b], [color=#e95e23]colour[/color], :pepe:',
  error,
  defaultPreview = true,
  disabled,
  autoFocus,
  'data-testid': testId = 'bbcode-editor',
}: BBCodeEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState(defaultPreview);
  const shown = useDeferredValue(value);
  const id = useId();

  const apply = (edit: EditFn) => {
    const el = ref.current;
    if (!el || disabled) return;
    const next = edit(value, el.selectionStart ?? value.length, el.selectionEnd ?? value.length);
    if (next.value.length > maxLength) {
      el.focus();
      return;
    }
    onChange(next.value);
    // After React has put the new text in, select what the edit says (the wrapped text, a placeholder).
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.start, next.end);
    });
  };

  const full = value.length >= maxLength;
  const boxHeight = rows * ROW_PX + PAD_PX;

  return (
    <div className={classes.editor} data-testid={testId}>
      {label || description ? (
        <div>
          {label ? <Input.Label htmlFor={id}>{label}</Input.Label> : null}
          {description ? <Input.Description>{description}</Input.Description> : null}
        </div>
      ) : null}
      <div className={classes.frame}>
        <EditorToolbar apply={apply} disabled={disabled} />
        <div className={preview ? `${classes.body} ${classes.split}` : classes.body}>
          <textarea
            ref={ref}
            id={id}
            className={classes.textarea}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value.slice(0, maxLength))}
            maxLength={maxLength}
            rows={rows}
            placeholder={placeholder}
            disabled={disabled}
            autoFocus={autoFocus}
            spellCheck
            aria-invalid={error ? true : undefined}
            data-testid="bbcode-textarea"
          />
          {preview ? (
            <div className={classes.preview} style={{ maxHeight: boxHeight }} data-testid="bbcode-preview" aria-live="polite">
              <div className={classes.previewLabel}>Preview</div>
              <BBCodeView text={shown} empty={<span className={classes.counter}>Nothing to preview yet.</span>} data-testid="bbcode-preview-view" />
            </div>
          ) : null}
        </div>
      </div>
      <ParseProblems text={shown} />
      {error ? <Input.Error>{error}</Input.Error> : null}
      <Group className={classes.footer} wrap="nowrap">
        <Switch size="xs" label="Live preview" checked={preview} onChange={(e) => setPreview(e.currentTarget.checked)} data-testid="bbcode-preview-toggle" />
        <span className={full ? `${classes.counter} ${classes.counterFull}` : classes.counter} data-testid="bbcode-counter" aria-live="polite">
          {value.length.toLocaleString('en-US')} / {maxLength.toLocaleString('en-US')}
        </span>
      </Group>
    </div>
  );
}
