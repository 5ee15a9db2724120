export { RedactedBar, RedactedText } from './Redacted';
