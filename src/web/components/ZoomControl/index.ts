export { ZoomControl, clampZoom, stepZoom, type ZoomControlProps } from './ZoomControl';
