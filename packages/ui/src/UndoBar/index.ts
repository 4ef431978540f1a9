export { UndoBar, type UndoBarProps } from './UndoBar';
