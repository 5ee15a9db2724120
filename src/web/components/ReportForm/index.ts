export { openReport } from './openReport';
export { ReportForm, type ReportTarget } from './ReportForm';
export { ReportButton } from './ReportButton';
export { ReportIconButton } from './ReportIconButton';
