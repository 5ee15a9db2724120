import { modals } from '@mantine/modals';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { REPORT_TEXT } from '@common/moderation-reports';
import { Z } from '../../shell/layout';
import { nestedEscape } from '../escape';
import { ReportForm, type ReportTarget } from './ReportForm';

let opened = 0;

/**
 * Opens the report form over whatever is open (a dialog, the chat, a profile card): centred on
 * a desktop, the full screen's width on a phone. Escape closes only the form.
 */
export function openReport(target: ReportTarget): void {
  const id = `report-${++opened}`;
  const close = () => modals.close(id);
  const phone = typeof window !== 'undefined' && window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`).matches;
  modals.open({
    modalId: id,
    ...nestedEscape(close),
    title: REPORT_TEXT.what[target.targetType](target.name),
    centered: true,
    // Above a sheet it may be opened from (feed comments sit at Z.confirm).
    zIndex: Z.confirm + 10,
    radius: 'lg',
    size: phone ? '100%' : 'md',
    children: <ReportForm target={target} onDone={close} />,
  });
}
