export { SizeDrawer, type SizeDrawerProps, type Size } from './SizeDrawer';
