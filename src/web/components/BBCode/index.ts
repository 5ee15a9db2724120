export { BBCodeView, type BBCodeViewProps } from './BBCodeView';
export { BBCodeEditor, type BBCodeEditorProps } from './BBCodeEditor';
