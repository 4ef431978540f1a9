export { RequiredMark, type RequiredMarkProps } from './RequiredMark';
