export { openReport } from './openReport';
export { ReportForm, type ReportTarget } from './ReportForm';
