export { confirm, type ConfirmOptions } from './confirm';
