export { EditorBar, type EditorBarProps } from './EditorBar';
