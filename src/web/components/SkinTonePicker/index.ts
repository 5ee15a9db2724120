export { SkinTonePicker, type SkinTonePickerProps } from './SkinTonePicker';
export { SkinToneControl, SkinToneInline, saveSkinTone, useSkinToneSaver, type SkinToneControlProps } from './SkinToneControl';
