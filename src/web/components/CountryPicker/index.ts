export { CountryPicker, LocationLabel } from './CountryPicker';
