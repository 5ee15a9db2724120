import { useMemo } from 'react';
import { BBCODE_TEXT, parseBBCodeReport } from '@common/bbcode';
import classes from './BBCodeEditor.module.css';

/**
 * 'Parse Error:' and what the text being written does that the reader will see as plain text
 * (social-core §5): a tag never closed, a closing tag with nothing to close, nesting deeper than
 * 10. Nothing when the text parses cleanly. The view itself stays lenient and draws it anyway.
 */
export function ParseProblems({ text }: { text: string }) {
  const report = useMemo(() => parseBBCodeReport(text), [text]);
  if (report.problemCount === 0) return null;
  const more = report.problemCount - report.problems.length;
  return (
    <div className={classes.problems} role="status" data-testid="bbcode-parse-problems">
      <strong>{BBCODE_TEXT.parseProblem}</strong> {report.problems.join('; ')}
      {more > 0 ? ` (${BBCODE_TEXT.moreProblems(more)})` : ''}
    </div>
  );
}
